import { cellValue, formatCell, toCsv } from '../../../engine/core';
import type { GridColumn, RuleContext } from '../../../engine/core';
import type { Order } from './useOrderSearch';

/** File name of the list export (orders.md §7). */
export const EXPORT_FILE = 'Auftrag.csv';

/** The CSV of the marked orders in the visible columns, as the user sees them (headers and de-DE values). */
export function ordersCsv(orders: Order[], columns: GridColumn[], context: RuleContext): string {
  const visible = columns.filter((c) => c.visible);
  return toCsv([visible.map((c) => c.header), ...orders.map((o) => visible.map((c) => formatCell(cellValue(o, c, context), c.type)))]);
}

/** Builds Auftrag.csv in the browser and hands it to the user as a download. */
export function exportOrders(orders: Order[], columns: GridColumn[], context: RuleContext): void {
  const blob = new Blob([ordersCsv(orders, columns, context)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: EXPORT_FILE });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
