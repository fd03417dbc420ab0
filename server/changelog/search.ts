import type { Db } from '../db';
import type { FieldChange } from './diff';
import type { ChangeObject } from './record';

/** One entry of the change log as the API answers it. */
export interface ChangeEntry {
  id: number;
  zeitpunkt: string;
  objektTyp: ChangeObject;
  objektId: number;
  mandantId: number | null;
  aktion: string;
  benutzer: string;
  apiSchluessel: string | null;
  admin: string | null;
  felder: FieldChange[];
}

/** Filters of the admins' search; every one optional, dates as yyyy-mm-dd (German days, both inclusive). */
export interface ChangeSearch {
  objektTyp?: ChangeObject;
  objektId?: number;
  benutzer?: string;
  von?: string;
  bis?: string;
  page?: number;
  searchLimit?: number;
}

const COLUMNS = `SELECT id, zeitpunkt, objekt_typ, objekt_id, mandant_id, aktion, benutzer_name, api_schluessel_name, admin_name, felder
  FROM aenderung`;
type Raw = {
  id: string | number;
  zeitpunkt: string | Date;
  objekt_typ: ChangeObject;
  objekt_id: number;
  mandant_id: number | null;
  aktion: string;
  benutzer_name: string;
  api_schluessel_name: string | null;
  admin_name: string | null;
  felder: FieldChange[] | string;
};
const toEntry = (r: Raw): ChangeEntry => ({
  id: Number(r.id),
  zeitpunkt: new Date(r.zeitpunkt).toISOString(),
  objektTyp: r.objekt_typ,
  objektId: r.objekt_id,
  mandantId: r.mandant_id,
  aktion: r.aktion,
  benutzer: r.benutzer_name,
  apiSchluessel: r.api_schluessel_name,
  admin: r.admin_name,
  felder: typeof r.felder === 'string' ? (JSON.parse(r.felder) as FieldChange[]) : r.felder,
});

/** The changes of one object, newest first (the order sidebar's 'Änderungen'). */
export async function objectChanges(db: Db, objekt: ChangeObject, id: number, limit = 200): Promise<ChangeEntry[]> {
  const { rows } = await db.query<Raw>(
    `${COLUMNS} WHERE objekt_typ = $1 AND objekt_id = $2 ORDER BY zeitpunkt DESC, id DESC LIMIT $3`,
    [objekt, id, limit],
  );
  return rows.map(toEntry);
}

/** One page of the admins' search, newest first, and the number of all matches. */
export async function searchChanges(db: Db, search: ChangeSearch): Promise<{ rows: ChangeEntry[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (search.objektTyp) add('objekt_typ = ?', search.objektTyp);
  if (search.objektId != null) add('objekt_id = ?', search.objektId);
  if (search.benutzer?.trim())
    add(
      'lower(benutzer_name) LIKE ?',
      `${search.benutzer
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  // Days of the German calendar: a change at 00:30 in Berlin belongs to that day, whatever the server's zone.
  if (search.von) add(`zeitpunkt >= (?::date)::timestamp AT TIME ZONE 'Europe/Berlin'`, search.von);
  if (search.bis) add(`zeitpunkt < ((?::date) + 1)::timestamp AT TIME ZONE 'Europe/Berlin'`, search.bis);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = Number(search.searchLimit ?? 50);
  const offset = (Number(search.page ?? 1) - 1) * limit;
  const { rows } = await db.query<Raw>(
    `${COLUMNS} ${filter} ORDER BY zeitpunkt DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM aenderung ${filter}`, params);
  return { rows: rows.map(toEntry), total: n };
}
