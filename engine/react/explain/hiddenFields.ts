import { createContext, evaluate, itemSchema, resolveFields, rowFieldStates, schemaAt, tableNodes } from '../../core';
import type { RuleContext, ScreenDocument } from '../../core';

/** A field or table column the rules hide now: its data path (a column: `array.column`) and label. */
export interface HiddenField {
  field: string;
  label: string;
}

/**
 * The placed fields and the table columns (of a filled row, as the header shows them) that the rules hide for this context,
 * so the 'Warum?' mode can explain what has no label on the screen.
 */
export function hiddenFields(doc: ScreenDocument, partial: Partial<RuleContext>): HiddenField[] {
  const context = createContext(partial);
  const fields = Object.values(resolveFields(doc, context))
    .filter((s) => !s.visible)
    .map((s) => ({ field: s.field, label: String(schemaAt(doc.dataSchema, s.field)?.title ?? s.field) }));
  const columns = tableNodes(doc.layout).flatMap((table) => {
    const items = itemSchema(doc.dataSchema, table);
    const header = rowFieldStates(table, items, { ' ': 1 }, 0, context);
    const shown = evaluate(table.visible, context, true);
    return table.columns
      .filter((c) => !shown || !header[c.field].visible)
      .map((c) => ({ field: `${table.field}.${c.field}`, label: String(schemaAt(items, c.field)?.title ?? c.field) }));
  });
  return [...fields, ...columns];
}
