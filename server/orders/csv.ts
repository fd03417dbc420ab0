import { cellValue, formatCell, gridColumns, toCsv } from '../../engine/core';
import { auftragscsvColumns } from '../../schemas/grids';

type Json = Record<string, unknown>;

/** Columns of the server-side order CSV (selected orders and the monthly export), from schemas/grids/auftragscsv.columns.json. */
export const CSV_COLUMNS = gridColumns(auftragscsvColumns).filter((c) => c.visible);

/** Orders as CSV with the header line (semicolon, quoted, formula-safe: engine/core toCsv), values de-DE by column type. */
export function ordersToCsv(orders: Json[], header = true): string {
  const rows = orders.map((o) => CSV_COLUMNS.map((c) => formatCell(cellValue(o, c), c.type)));
  return toCsv(header ? [CSV_COLUMNS.map((c) => c.header), ...rows] : rows);
}
