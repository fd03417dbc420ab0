import type { Db } from '../../../db';
import { HttpProblem, Notifications } from '../../../errors';

/** Tables of the code lists; route code passes only these constants into SQL. */
export type CodeTable =
  | 'terminkennzeichen'
  | 'metrokennung'
  | 'zustellkennzeichen'
  | 'anlieferkennzeichen'
  | 'frankatur'
  | 'verkehrsart'
  | 'sperrigkeit'
  | 'lademittel'
  | 'verpackung'
  | 'waehrung';

/** Per-tenant tables (spec: "mandant"). */
export type TenantTable =
  | 'zustellkennzeichen'
  | 'anlieferkennzeichen'
  | 'frankatur'
  | 'verkehrsart'
  | 'sperrigkeit'
  | 'lademittel'
  | 'verpackung';

/** Columns of a Stammdateneintrag under the contract's names. */
export const ITEM_COLUMNS = 'e.id, e.kurz_bezeichnung AS "kurzBezeichnung", e.lang_bezeichnung AS "langBezeichnung"';

/**
 * WHERE condition selecting the entries a tenant ($1) uses: its own selection, else its main tenant's,
 * else the whole list (a tenant created later without a selection still gets every entry).
 */
export function tenantCondition(table: TenantTable): string {
  const link = `mandant_${table}`;
  return `(NOT EXISTS (SELECT 1 FROM ${link} a JOIN mandant m ON m.id = $1 WHERE a.mandant_id IN (m.id, m.hauptmandant_id))
    OR e.id IN (SELECT a.eintrag_id FROM ${link} a WHERE a.mandant_id = (
      SELECT a2.mandant_id FROM ${link} a2 JOIN mandant m ON m.id = $1
       WHERE a2.mandant_id IN (m.id, m.hauptmandant_id) ORDER BY (a2.mandant_id = m.id) DESC LIMIT 1)))`;
}

/** The entries of a per-tenant list for one tenant, ordered by id; extra adds AND conditions ($2…). */
export async function tenantEntries<T>(
  db: Db,
  table: TenantTable,
  columns: string,
  mandantId: number,
  extra = '',
  params: unknown[] = [],
): Promise<T[]> {
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM ${table} e WHERE ${tenantCondition(table)} ${extra} ORDER BY e.id`,
    [mandantId, ...params],
  );
  return rows;
}

/** One entry by id, or 404 with the German notFound notification. */
export async function entryById<T>(db: Db, table: CodeTable, columns: string, id: number): Promise<T> {
  const {
    rows: [row],
  } = await db.query<T>(`SELECT ${columns} FROM ${table} e WHERE e.id = $1`, [id]);
  if (!row) throw new HttpProblem(404, [Notifications.notFound()]);
  return row;
}
