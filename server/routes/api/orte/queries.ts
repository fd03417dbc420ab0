import type { Db } from '../../../db';
import { plzKey, searchName } from '../../../db/reference/postalCodes';
import { escapeLike } from '../stammdaten';

/** A place under the contract's names (schema Ort); OrtVorschlag is the same without ids. */
export interface Ort {
  id: number;
  plz: string;
  ortsname: string;
  lkz: string;
  landId: number;
}

/** What to look for: postcode prefix and/or place-name prefix, in some countries or all. */
export interface PlaceFilter {
  landIds?: number[];
  plz?: string;
  ortsname?: string;
}

const nullableString = { type: ['string', 'null'] } as const;
/** Response schema of Ort. */
export const ortSchema = {
  type: 'object',
  required: ['id', 'ortsname'],
  properties: {
    id: { type: 'integer' },
    plz: nullableString,
    ortsname: nullableString,
    lkz: nullableString,
    landId: { type: ['integer', 'null'] },
  },
} as const;
/** Response schema of OrtVorschlag. */
export const ortVorschlagSchema = {
  type: 'object',
  required: ['ortsname'],
  properties: { plz: nullableString, ortsname: nullableString, lkz: nullableString },
} as const;

/**
 * Splits an autocomplete input: "20095", "20095 Ham" and "Hamburg 20095" carry a postcode part,
 * anything else is a place-name prefix.
 */
export function parsePlzOrName(input: string): PlaceFilter {
  const text = input.trim();
  const leading = /^(\d[\d\s-]*?)(?:\s+(\D.*))?$/.exec(text);
  if (leading) return { plz: leading[1], ortsname: leading[2] };
  const trailing = /^(.*\D)\s+(\d[\d-]*)$/.exec(text);
  if (trailing) return { ortsname: trailing[1], plz: trailing[2] };
  return { ortsname: text };
}

// Conditions are added only when given, so each prefix LIKE reaches the planner as an index range.
function where(filter: PlaceFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  // Without a country: every country (ANY keeps the (land_id, …) indexes usable).
  add('o.land_id = ANY(?::integer[])', filter.landIds ?? null);
  if (filter.plz?.trim()) add(`o.plz_key LIKE ? || '%'`, escapeLike(plzKey(filter.plz)));
  if (filter.ortsname?.trim()) add(`o.suchname LIKE ? || '%'`, escapeLike(searchName(filter.ortsname.trim())));
  return { sql: conditions.join(' AND '), params };
}

async function withLandIds(db: Db, filter: PlaceFilter): Promise<PlaceFilter> {
  if (filter.landIds) return filter;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM land');
  return { ...filter, landIds: rows.map((r) => r.id) };
}

/** Places matching the filter, at most limit, with the total number of matches. */
export async function findPlaces(db: Db, filter: PlaceFilter, limit: number): Promise<{ rows: Ort[]; total: number }> {
  const { sql, params } = where(await withLandIds(db, filter));
  // A postcode search lists by postcode, a name search alphabetically.
  const order = filter.plz?.trim() ? 'o.plz_key, o.suchname' : 'o.suchname, o.plz_key';
  const [
    { rows },
    {
      rows: [count],
    },
  ] = await Promise.all([
    db.query<Ort>(
      `SELECT o.id, o.plz, o.ortsname, l.lkz, o.land_id AS "landId" FROM ort o JOIN land l ON l.id = o.land_id
      WHERE ${sql} ORDER BY ${order}, o.id LIMIT ${Number(limit)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ort o WHERE ${sql}`, params),
  ]);
  return { rows, total: count.n };
}

/** Place suggestions (plz, ortsname, lkz) for an autocomplete input. */
export async function suggestPlaces(db: Db, landIds: number[] | undefined, input: string, limit: number) {
  const { rows } = await findPlaces(db, { ...parsePlzOrName(input), landIds }, limit);
  return rows.map(({ plz, ortsname, lkz }) => ({ plz, ortsname, lkz }));
}

/** One place by id, or undefined. */
export async function findPlaceById(db: Db, id: number): Promise<Ort | undefined> {
  const { rows } = await db.query<Ort>(
    `SELECT o.id, o.plz, o.ortsname, l.lkz, o.land_id AS "landId"
    FROM ort o JOIN land l ON l.id = o.land_id WHERE o.id = $1`,
    [id],
  );
  return rows[0];
}
