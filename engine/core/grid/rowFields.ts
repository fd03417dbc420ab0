import { dataDependencies } from '../logic/ruleVars';
import type { ColumnDocument, GridColumn } from './types';

/**
 * The row paths a grid needs from the server, in a stable order: the row key, the document's `rowFields` (what the
 * page's actions read from marked rows) and what each visible column shows (its field, or the vars of its value
 * rule, which reads the row as `data`). Undefined when a value rule reads a computed var: then only the whole row will do.
 */
export function rowFieldsOf(document: ColumnDocument, columns: GridColumn[]): string[] | undefined {
  const fields = new Set<string>([document.rowKey, ...(document.rowFields ?? [])]);
  for (const column of columns) {
    if (!column.visible) continue;
    if (column.field) fields.add(column.field);
    if (column.value === undefined) continue;
    const read = dataDependencies(column.value);
    if (!read || read.includes('')) return undefined;
    read.forEach((path) => fields.add(path));
  }
  return [...fields].sort();
}
