// The grid's formatter alone: the engine's index would bring its whole rule and form code into the export worker.
import { formatCell } from '../../engine/core/grid/format';
import type { ColumnType } from '../../engine/core';
import type { Cell, Row } from 'write-excel-file/universal';

/** A column of an xlsx export: header and type from the column document (schemas/grids/*.columns.json). */
export interface ExportColumn {
  header: string;
  type: ColumnType;
}

/** MIME type of .xlsx files. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE = 'dd.mm.yyyy';
const DATE_TIME = 'dd.mm.yyyy hh:mm';
/** Excel's built-in text format: the cell stays text when edited (leading zeros, long numbers). */
const TEXT = '@';

/** The instant of a date value, or null when it is none (the cell then shows the text). */
const instant = (value: unknown): Date | null => {
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d;
};
const numeric = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const number =
  (format?: string) =>
  (value: unknown): Cell => {
    const n = numeric(value);
    return n === null ? String(value) : format ? { value: n, type: Number, format } : n;
  };

/**
 * One cell per column type (orders.md §9: dates in UTC, money two decimals): dates are Excel dates (serials) shown
 * dd.mm.yyyy, a date column's value the UTC day without its time; amounts and weights numbers; code columns text
 * with the text format. Strings in an xlsx are never formulas, so the CSV's apostrophe guard is not needed here.
 */
const CELLS: Record<ColumnType, (value: unknown) => Cell> = {
  text: (value) => String(value),
  code: (value) => ({ value: String(value), type: String, format: TEXT }),
  date: (value) => {
    const d = instant(value);
    return d
      ? { value: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())), type: Date, format: DATE }
      : String(value);
  },
  datetime: (value) => {
    const d = instant(value);
    return d ? { value: d, type: Date, format: DATE_TIME } : String(value);
  },
  integer: number('#,##0'),
  number: number(),
  money: number('#,##0.00'),
  boolean: (value) => formatCell(value, 'boolean'),
  color: (value) => String(value),
};

/** The bold header row. */
export function headerRow(columns: ExportColumn[]): Row {
  return columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
}

/** One row of raw values (as the column document reads them from an order) as typed cells; empty values stay empty. */
export function xlsxRow(columns: ExportColumn[], values: unknown[]): Row {
  return columns.map((c, i) => {
    const value = values[i];
    return value === null || value === undefined || value === '' ? null : CELLS[c.type](value);
  });
}

/** Rows read for the column widths: enough to see what a column holds, cheap for a month of 100,000 orders. */
export const WIDTH_SAMPLE = 1000;

/**
 * Column widths in characters: the longest of the header and the sampled values as the grid shows them, plus room for
 * the filter button, between 8 and 60 (orders.md §9 caps wide text columns in the grid the same way).
 */
export function columnWidths(columns: ExportColumn[], sample: unknown[][]): { width: number }[] {
  return columns.map((c, i) => {
    const longest = sample.reduce<number>(
      (max, row) => Math.max(max, formatCell(row[i], c.type).length),
      c.header.length,
    );
    return { width: Math.min(60, Math.max(8, longest + 2)) };
  });
}
