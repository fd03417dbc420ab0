import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { ORDER_SELECT, toOrder, type OrderRow } from './repository';

type Json = Record<string, unknown>;

/** Query of GET /api/auftraege/search as the contract declares it. */
export interface OrderSearch {
  query?: string; page?: number; searchLimit?: number; datumVon?: string; datumBis?: string; datumTyp?: 0 | 1 | 2;
  offeneAuftraege?: boolean; sortBy?: string;
}

/** Date column per Datumskategorie: 0 Erfassungsdatum, 1 Versanddatum, 2 Zustelldatum. */
const DATE_COLUMN = ['a.datum', 'a.abhol_datum', 'a.zustell_datum'] as const;
/** Sort fields that have a column of their own; any other read-form path sorts on the stored document. */
const SORT_COLUMNS: Record<string, string> = {
  spedeigennr: 'a.spedeigennr', datum: 'a.datum', datumErfasst: 'a.datum', datumgeaendert: 'a.geaendert',
  'status.id': 'a.status_id', 'status.kurzBezeichnung': 'a.status_id', abholDatumVon: 'a.abhol_datum',
  zustellDatumVon: 'a.zustell_datum', 'mandant.name': 'm.name', 'erfasser.name': 'e.name', typ: 'a.typ',
};

function orderBy(sortBy: string | undefined, params: unknown[], dateColumn: string): string {
  if (!sortBy) return `${dateColumn} DESC NULLS LAST, a.id DESC`;
  const desc = sortBy.startsWith('-');
  const path = desc ? sortBy.slice(1) : sortBy;
  const direction = desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const column = SORT_COLUMNS[path];
  if (column) return `${column} ${direction}, a.id ${desc ? 'DESC' : 'ASC'}`;
  params.push(`{${path.split('.').join(',')}}`);
  // Numbers sort as numbers, texts by German-insensitive lower case.
  const value = `a.daten #> $${params.length}::text[]`;
  return `CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::text::numeric END ${direction},
    lower(a.daten #>> $${params.length}::text[]) ${direction}, a.id ${desc ? 'DESC' : 'ASC'}`;
}

/** One page of a tenant's orders in the date range and the total count, as the order list asks for them. */
export async function searchOrders(db: Db, mandantId: number, q: OrderSearch): Promise<{ rows: Json[]; total: number }> {
  if (q.datumVon && q.datumBis && q.datumVon > q.datumBis) {
    throw new HttpProblem(400, [notification('auftrag.suche.zeitraum', 'Datum von darf nicht nach Datum bis liegen.', { header: 'Auftragssuche', fieldname: 'datumVon' })]);
  }
  const dateColumn = DATE_COLUMN[q.datumTyp ?? 0];
  const params: unknown[] = [mandantId];
  const where = ['a.mandant_id = $1'];
  if (q.datumVon) { params.push(q.datumVon); where.push(`${dateColumn} >= $${params.length}::date`); }
  // Bis is inclusive: everything before the following day.
  if (q.datumBis) { params.push(q.datumBis); where.push(`${dateColumn} < ($${params.length}::date + 1)`); }
  if (q.offeneAuftraege) where.push('a.status_id = 1');
  const text = q.query?.trim().toLowerCase();
  if (text) {
    for (const word of text.split(/\s+/)) { params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`); where.push(`a.suchtext LIKE $${params.length}`); }
  }
  const filter = where.join(' AND ');
  const { rows: [{ n }] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auftrag a WHERE ${filter}`, params);
  const limit = q.searchLimit ?? 50;
  const offset = ((q.page ?? 1) - 1) * limit;
  const pageParams = [...params];
  const order = orderBy(q.sortBy, pageParams, dateColumn);
  pageParams.push(limit, offset);
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE ${filter} ORDER BY ${order} LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`, pageParams);
  return { rows: rows.map(toOrder), total: n };
}
