import type { ScreenDocument } from '../screen';
import { tableNodes } from '../screen';
import type { FormStore } from '../store';
import { normalizeRows } from './rows';

/** Keeps every table of a screen normalised in the store (one trailing empty row, sequence renumbered); returns the stop function. */
export function maintainTables(doc: ScreenDocument, store: FormStore): () => void {
  const stops = tableNodes(doc.layout).map((table) => {
    const normalize = () => {
      const rows = store.get(table.field);
      const next = normalizeRows(rows, table.sequence);
      if (next !== rows) store.set(table.field, next);
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
