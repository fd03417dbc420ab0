import { cellValue } from '../../../engine/core';
import type { GridColumn, RuleContext } from '../../../engine/core';
import { createXlsxBuilder, downloadFile, tableCsv, XLSX_TYPE, type ExportColumn } from '../../export';
import type { Order } from './useOrderSearch';

/** File name of the list export (orders.md §2 'Excel button, file Auftrag.csv'). */
export const EXPORT_FILE = 'Auftrag.csv';
/** File name of the list's xlsx export: the CSV's name with the xlsx extension. */
export const EXPORT_XLSX_FILE = 'Auftrag.xlsx';

/** The CSV of the marked orders in the visible columns, as the user sees them (app/export tableCsv). */
export function ordersCsv(orders: Order[], columns: GridColumn[], context: RuleContext): string {
  return tableCsv(orders, columns, context);
}

/** Builds Auftrag.csv in the browser and hands it to the user as a download. */
export function exportOrders(orders: Order[], columns: GridColumn[], context: RuleContext): void {
  downloadFile(new File([ordersCsv(orders, columns, context)], EXPORT_FILE, { type: 'text/csv;charset=utf-8' }));
}

/** The visible columns and the marked orders' raw values (typed cells are made from them in the xlsx worker). */
export function ordersSheet(
  orders: Order[],
  columns: GridColumn[],
  context: RuleContext,
): { columns: ExportColumn[]; rows: unknown[][] } {
  const visible = columns.filter((c) => c.visible);
  return {
    columns: visible.map((c) => ({ header: c.header, type: c.type })),
    rows: orders.map((o) => visible.map((c) => cellValue(o, c, context) ?? null)),
  };
}

/** Builds Auftrag.xlsx of the marked orders (the library loads only now) and hands it to the user as a download. */
export async function exportOrdersXlsx(
  orders: Order[],
  columns: GridColumn[],
  context: RuleContext,
  sheet: string,
): Promise<void> {
  const data = ordersSheet(orders, columns, context);
  const book = createXlsxBuilder(data.columns, sheet);
  book.add(data.rows);
  downloadFile(new File([await book.finish()], EXPORT_XLSX_FILE, { type: XLSX_TYPE }));
}
