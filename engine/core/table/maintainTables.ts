import type { ScreenDocument } from '../screen';
import { tableNodes } from '../screen';
import type { FormStore } from '../store';
import { isEmptyRow, normalizeRows } from './rows';

/**
 * Keeps every table of a screen normalised in the store (one trailing empty row, sequence renumbered); returns the stop
 * function. `onRowsRemoved(table, from)` hears that emptied rows were removed, so rows from index `from` on now hold other
 * data (their messages no longer describe them).
 */
export function maintainTables(
  doc: ScreenDocument,
  store: FormStore,
  onRowsRemoved?: (table: string, from: number) => void,
): () => void {
  const stops = tableNodes(doc.layout).map((table) => {
    const normalize = () => {
      const rows = store.get(table.field);
      const next = normalizeRows(rows, table.sequence);
      if (next === rows) return;
      const list = Array.isArray(rows) ? rows : [];
      const from = list.findIndex((row, i) => i < list.length - 1 && isEmptyRow(row, table.sequence));
      store.set(table.field, next);
      if (from >= 0) onRowsRemoved?.(table.field, from);
    };
    normalize();
    return store.subscribe(table.field, normalize);
  });
  return () => stops.forEach((stop) => stop());
}

/** The data without the empty rows of its tables, as it is saved and validated. */
export function compactTables(doc: ScreenDocument, data: Record<string, unknown>): Record<string, unknown> {
  let result = data;
  for (const table of tableNodes(doc.layout)) {
    const rows = normalizeRows(data[table.field], table.sequence).slice(0, -1);
    result = { ...result, [table.field]: rows };
  }
  return result;
}
