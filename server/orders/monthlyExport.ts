import { backgroundTurn, inBackground, queryPrepared, type Db } from '../db';
import { exportColumns, orderValues, ordersToCsv } from './csv';
import { ORDER_SELECT, toOrder, type OrderRow } from './repository';

/** Tenant and period (capture date, Bis inclusive) of the monthly export. */
export interface ExportRange {
  mandantId: number;
  datumVon: string;
  datumBis: string;
}

/** Erfassungsdatum within the range, Bis inclusive. */
const WHERE = 'a.mandant_id = $1 AND a.datum >= $2::date AND a.datum < ($3::date + 1)';
/**
 * The fixed export order (capture date, id), written as the index auftrag_datum_idx (mandant_id, datum NULLS FIRST, id) of
 * migrations 0009 and 0020 is sorted, so the index serves it and the keyset below without a sort (the range excludes empty dates, so
 * NULLS FIRST changes no order). With plain ORDER BY a.datum each chunk sorted the whole period: 150 ms at 100,000 orders.
 */
const ORDER = 'ORDER BY a.datum NULLS FIRST, a.id';
/**
 * The order's read columns plus the cursor: the capture date as text, because a JS Date has milliseconds and the column
 * microseconds, so a Date cursor would skip or repeat orders captured within the same millisecond.
 */
const KEYSET_SELECT = ORDER_SELECT.replace(/^SELECT /, 'SELECT a.datum::text AS keyset_datum, ');
const FIRST = `${KEYSET_SELECT} WHERE ${WHERE} ${ORDER} LIMIT $4`;
const NEXT = `${KEYSET_SELECT} WHERE ${WHERE} AND (a.datum, a.id) > ($5::timestamptz, $6::int) ${ORDER} LIMIT $4`;

type KeysetRow = OrderRow & { keyset_datum: string };

/** Number of orders of the period. */
export async function countExport(db: Db, range: ExportRange): Promise<number> {
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auftrag a WHERE ${WHERE}`, [
    range.mandantId,
    range.datumVon,
    range.datumBis,
  ]);
  return n;
}

/** The orders at positions min (inclusive) to max (exclusive) of the export order (the spec's chunk call; OFFSET grows with min). */
export async function exportChunk(db: Db, range: ExportRange, min: number, max: number): Promise<string> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE ${WHERE} ${ORDER} LIMIT $4 OFFSET $5`, [
    range.mandantId,
    range.datumVon,
    range.datumBis,
    Math.min(max - min, 1000),
    min,
  ]);
  return ordersToCsv(rows.map(toOrder), min === 0);
}

/**
 * Orders per batch of the streamed export: a batch holds the database for about 3 ms at 100,000 orders (1,000 rows held
 * PGlite's single thread 140 ms, and every other user's statement waited behind it), and formatting it takes about 1.5 ms
 * of the server's thread before the next turn of the event loop.
 */
export const EXPORT_BATCH = 50;

/**
 * The period's orders in export order, batch after batch by keyset (capture date and id after the last row sent), so every
 * batch costs the same however far the export has come, and the server holds one batch at a time. The reads are
 * background work ({@link inBackground}): statements of users at the screen go first.
 */
export async function* exportBatches(db: Db, range: ExportRange, batchSize = EXPORT_BATCH): AsyncGenerator<OrderRow[]> {
  const base = [range.mandantId, range.datumVon, range.datumBis, batchSize];
  let last: KeysetRow | undefined;
  for (;;) {
    const cursor = last;
    // Prepared: planning the statement took as long as reading a batch of 50 (PGlite: 5.8 against 2.0 ms per batch).
    const { rows } = await inBackground(() =>
      queryPrepared<KeysetRow>(db, cursor ? NEXT : FIRST, cursor ? [...base, cursor.keyset_datum, cursor.id] : base),
    );
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
    // Requests that arrived meanwhile are served first (and while users keep the server busy, a little longer).
    await backgroundTurn();
  }
}

/** The whole export as CSV text pieces: the header line, then one piece per batch (the same bytes as the chunks joined). */
export async function* exportCsv(db: Db, range: ExportRange, batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  yield ordersToCsv([]);
  for await (const rows of exportBatches(db, range, batchSize)) yield ordersToCsv(rows.map(toOrder), false);
}

/**
 * The whole export as NDJSON pieces for the xlsx file (docs/exports.md): the column line, then one JSON array of raw
 * values per order, batch after batch like {@link exportCsv}.
 */
export async function* exportRows(db: Db, range: ExportRange, batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  yield `${JSON.stringify({ spalten: exportColumns() })}\n`;
  for await (const rows of exportBatches(db, range, batchSize))
    yield rows.map((r) => `${JSON.stringify(orderValues(toOrder(r)))}\n`).join('');
}
