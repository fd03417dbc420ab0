import { queryPrepared, type Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { cachedCount } from './countCache';
import { cachedProjectionSql, requestedFields } from './projection';
import { ORDER_JSON } from './repository';
import { orderSortKeys } from './sortKeys';

/**
 * Orders counted at most per search: a common word over a million orders took ≈ 440 ms to count in full.
 * Above it the answer says 'more than' (header total-search-capped) and the list shows 'mehr als 10.000'.
 */
export const SEARCH_COUNT_CAP = 10_000;
/**
 * Orders counted at most per search with free text ('mehr als 1.000', docs/decisions.md): each match is checked in the
 * order's row, so counting a common word to 10,000 cost its search 15–30 ms of database time at 100,000 orders.
 */
export const SEARCH_TEXT_COUNT_CAP = 1_000;

/** Query of GET /api/auftraege/search as the contract declares it. */
export interface OrderSearch {
  query?: string;
  page?: number;
  searchLimit?: number;
  datumVon?: string;
  datumBis?: string;
  datumTyp?: 0 | 1 | 2;
  offeneAuftraege?: boolean;
  sortBy?: string;
  /** Comma-separated read-shape paths the page needs (the list's columns); absent: the whole read shape. */
  felder?: string;
}

/** Date column per Datumskategorie: 0 Erfassungsdatum, 1 Versanddatum, 2 Zustelldatum. */
const DATE_COLUMN = ['a.datum', 'a.abhol_datum', 'a.zustell_datum'] as const;
/** ORDER BY of a page: the default is the date category, newest first; a sort key comes from the column documents. */
function orderBy(sortBy: string | undefined, dateColumn: string): string {
  if (!sortBy) return `${dateColumn} DESC NULLS LAST, a.id DESC`;
  const desc = sortBy.startsWith('-');
  const path = desc ? sortBy.slice(1) : sortBy;
  const column = orderSortKeys().get(path);
  if (!column) {
    throw new HttpProblem(400, [
      notification('auftrag.suche.sortierung', `Nach „${path}“ kann die Auftragsliste nicht sortiert werden.`, {
        header: 'Auftragssuche',
        fieldname: 'sortBy',
      }),
    ]);
  }
  // The same direction and NULLS placement as the sort indexes (migration 0009), read forwards or backwards.
  return desc ? `${column} DESC NULLS LAST, a.id DESC` : `${column} ASC NULLS FIRST, a.id ASC`;
}

/**
 * The count of a search without free text from auftrag_tageszahl, with the search's parameters ($1 tenant, then Von and
 * Bis where given; `dateType` the index of the date column): a range leaves out orders without that date (their
 * '-infinity' row), as the date comparison does.
 */
function dayCountSql(q: OrderSearch, dateType: number, parameters: number): string {
  const where = [`mandant_id = $1`, `datum_typ = ${dateType}`];
  let next = 2;
  if (q.datumVon) where.push(`tag >= $${next++}::date`);
  if (q.datumBis) where.push(`tag <= $${next++}::date`);
  if (next !== parameters + 1) throw new Error('Zählung nach Tagen: Parameter passen nicht zur Suche.');
  if (q.datumVon || q.datumBis) where.push("tag > '-infinity'::date");
  if (q.offeneAuftraege) where.push('offen');
  return `SELECT coalesce(sum(anzahl), 0)::int AS n FROM auftrag_tageszahl WHERE ${where.join(' AND ')}`;
}

/**
 * One page of a tenant's orders in the date range as a JSON array text (the read shape), and the total count: exact up to
 * `countCap` (with free text at most SEARCH_TEXT_COUNT_CAP); above it `total` is the cap and `capped` true (the count
 * stops after cap + 1 matching rows).
 */
export async function searchOrders(
  db: Db,
  mandantId: number,
  q: OrderSearch,
  countCap = SEARCH_COUNT_CAP,
): Promise<{ json: string; total: number; capped: boolean }> {
  if (q.datumVon && q.datumBis && q.datumVon > q.datumBis) {
    throw new HttpProblem(400, [
      notification('auftrag.suche.zeitraum', 'Datum von darf nicht nach Datum bis liegen.', {
        header: 'Auftragssuche',
        fieldname: 'datumVon',
      }),
    ]);
  }
  // Checked before any SQL runs: an unknown path is the client's mistake.
  const fields = requestedFields(q.felder);
  const dateColumn = DATE_COLUMN[q.datumTyp ?? 0];
  const params: unknown[] = [mandantId];
  const where = ['a.mandant_id = $1'];
  if (q.datumVon) {
    params.push(q.datumVon);
    where.push(`${dateColumn} >= $${params.length}::date`);
  }
  // Bis is inclusive: everything before the following day.
  if (q.datumBis) {
    params.push(q.datumBis);
    where.push(`${dateColumn} < ($${params.length}::date + 1)`);
  }
  if (q.offeneAuftraege) where.push('a.status_id = 1');
  const text = q.query?.trim().toLowerCase();
  if (text) {
    for (const word of text.split(/\s+/)) {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`a.suchtext LIKE $${params.length}`);
    }
  }
  const filter = where.join(' AND ');
  const cap = text ? Math.min(countCap, SEARCH_TEXT_COUNT_CAP) : countCap;
  const order = orderBy(q.sortBy, dateColumn);
  // Without free text the day counts answer (migration 0019: one row per day of the range instead of up to 10,001 index
  // entries); with it the count stops one row past the cap: an integer the server sets, written into the statement.
  const countSql = text
    ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM auftrag a WHERE ${filter} LIMIT ${Math.trunc(cap) + 1}) t`
    : dayCountSql(q, DATE_COLUMN.indexOf(dateColumn), params.length);
  // Planned once unless a free text is in the filter: its plan depends on the words (trigram index or not). The page is
  // planned once only in the default order, which is the date index's: for another sort key the generic plan (made
  // without the range's dates) read the range by date and sorted it (page 20 by Frankatur, 100k orders: 377 ms, not
  // 0.8 ms). Planned per execution, they still run as prepared statements: on PGlite one call instead of its six-call
  // parameterised protocol (free-text page, 100k orders: 4.9 → 4.2 ms).
  const prepared = <T>(sql: string, p: unknown[]) => queryPrepared<T>(db, sql, p);
  const custom = <T>(sql: string, p: unknown[]) => queryPrepared<T>(db, sql, p, { plan: 'custom' });
  const countRun = text ? custom : prepared;
  const run = text || q.sortBy ? custom : prepared;
  const n = await cachedCount(
    db,
    `${countSql}\u0000${JSON.stringify(params)}`,
    async () => (await countRun<{ n: number }>(countSql, params)).rows[0].n,
  );
  const limit = q.searchLimit ?? 50;
  const offset = ((q.page ?? 1) - 1) * limit;
  const pageParams = [...params, limit, offset];
  const tail = `WHERE ${filter} ORDER BY ${order} LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`;
  const { rows } = await run<{ json: string }>(
    fields ? cachedProjectionSql(fields, tail) : `${ORDER_JSON} ${tail}`,
    pageParams,
  );
  return { json: `[${rows.map((r) => r.json).join(',')}]`, total: Math.min(n, cap), capped: n > cap };
}
