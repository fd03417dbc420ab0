import { cellValue, formatCell, gridColumns, toCsv } from '../../engine/core';
import { documents } from '../documents';

type Json = Record<string, unknown>;

/** Columns of the server-side order CSV (selected orders and the monthly export), from schemas/grids/auftragscsv.columns.json. */
export function csvColumns() {
  const set = documents();
  return gridColumns(set.columns('auftragscsv'), set.profile.grid.columnWidth).filter((c) => c.visible);
}

/**
 * Orders as CSV with the header line (semicolon, quoted, formula-safe: engine/core toCsv), values de-DE by column type;
 * code columns (postcodes, references) stay text in Excel (="01623", docs/exports.md).
 */
export function ordersToCsv(orders: Json[], header = true): string {
  const columns = csvColumns();
  const rows = orders.map((o) => columns.map((c) => formatCell(cellValue(o, c), c.type)));
  return toCsv(
    header ? [columns.map((c) => c.header), ...rows] : rows,
    columns.map((c) => c.type === 'code'),
  );
}

/** The CSV's columns as the xlsx export names them: header and type (the first line of exportzeilenmtl). */
export function exportColumns(): { header: string; type: string }[] {
  return csvColumns().map((c) => ({ header: c.header, type: c.type }));
}

/** One order's raw values in the CSV's columns (unformatted: numbers, flags, ISO timestamps), missing ones null. */
export function orderValues(order: Json): unknown[] {
  return csvColumns().map((c) => cellValue(order, c) ?? null);
}
