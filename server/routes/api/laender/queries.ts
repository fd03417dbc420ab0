import type { Db } from '../../../db';

/** A country under the contract's field names (schema Land). */
export interface Land {
  id: number;
  lkz: string;
  bezeichnung: string;
  fremdnummer: string | null;
  awSperre: boolean;
  mautberechnung: boolean;
  plzlaenge: number;
  skey: string | null;
}

const nullableString = { type: ['string', 'null'] } as const;

/** Response schema of one country. */
export const landSchema = {
  type: 'object',
  required: ['id', 'lkz'],
  properties: {
    id: { type: 'integer' },
    lkz: { type: 'string' },
    bezeichnung: nullableString,
    fremdnummer: nullableString,
    awSperre: { type: ['boolean', 'null'] },
    mautberechnung: { type: ['boolean', 'null'] },
    plzlaenge: { type: ['integer', 'null'] },
    skey: nullableString,
  },
} as const;

const SELECT = `SELECT id, lkz, bezeichnung, fremdnummer, aw_sperre AS "awSperre", mautberechnung, plzlaenge, skey FROM land`;

/** All countries, sorted by upper-cased code (spec); withoutLocked drops countries with awSperre. */
export async function listLaender(db: Db, withoutLocked = false): Promise<Land[]> {
  const { rows } = await db.query<Land>(
    `${SELECT} ${withoutLocked ? 'WHERE NOT aw_sperre' : ''} ORDER BY upper(lkz), id`,
  );
  return rows;
}

/** Countries whose code starts with prefix (case-insensitive; codes are ASCII, so upper() is safe). */
export async function searchLaender(db: Db, prefix: string): Promise<Land[]> {
  const { rows } = await db.query<Land>(`${SELECT} WHERE upper(lkz) LIKE upper($1) || '%' ORDER BY upper(lkz), id`, [
    prefix.replace(/[\\%_]/g, '\\$&'),
  ]);
  return rows;
}

/** One country by code (case-insensitive), or undefined. */
export async function findLandByLkz(db: Db, lkz: string): Promise<Land | undefined> {
  const { rows } = await db.query<Land>(`${SELECT} WHERE upper(lkz) = upper($1)`, [lkz.trim()]);
  return rows[0];
}
