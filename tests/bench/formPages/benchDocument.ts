import type { JsonSchema, ScreenDocument, TableNode } from '../../../engine/core';
import { fieldNodes, schemaAt, tableNodes } from '../../../engine/core';
import { positionsScreen } from '../../../engine/core/fixtures';

/** The order-capture screen when it exists, else the positions fixture with a header of order fields. */
export function benchDocument(auftrag: ScreenDocument | null): ScreenDocument {
  if (auftrag && tableNodes(auftrag.layout).length) return auftrag;
  const header = ['absenderreferenz', 'empfaengerReferenz', 'dispohinweis', 'zollvermerk', 'spotPreisNr', 'hinweis'];
  return {
    ...positionsScreen,
    dataSchema: {
      ...positionsScreen.dataSchema,
      properties: {
        ...Object.fromEntries(header.map((f) => [f, { type: 'string', title: f, maxLength: 35 }])),
        ...positionsScreen.dataSchema.properties,
      },
    },
    layout: [
      { type: 'panel', id: 'kopf', title: 'Auftrag', children: header.map((field) => ({ type: 'field', field })) },
      ...positionsScreen.layout,
    ],
  };
}

/** A value of the right kind for a property (the form is filled as a real order would be). */
function sample(schema: JsonSchema, i: number): unknown {
  const choices =
    (schema.oneOf as { const: unknown }[] | undefined)?.map((o) => o.const) ?? (schema.enum as unknown[] | undefined);
  if (choices?.length) return choices[0];
  if (schema.type === 'number' || schema.type === 'integer') return (i % 9) + 1;
  if (schema.type === 'boolean') return false;
  if (schema.format === 'date') return '2026-11-24';
  return `Palette ${i + 1}`.slice(0, (schema.maxLength as number | undefined) ?? 35);
}

/** A plain text field: no choice, no format, no widget of its own, not read-only. */
const plainText = (p: JsonSchema, widget?: string) =>
  p.type === 'string' && !p.enum && !p.oneOf && !p.format && !p.readOnly && !widget;

/**
 * 50 filled goods positions in the document's first table, and the ids of the text fields the benchmark types into: the
 * first plain text field of the layout (top) and a text cell of row 40.
 */
export function benchData(doc: ScreenDocument): {
  data: Record<string, unknown>;
  table: TableNode;
  ids: { top: string; row40: string };
  topField: string;
  rowField: string;
} {
  const table = tableNodes(doc.layout)[0];
  const items = (doc.dataSchema.properties?.[table.field]?.items ?? {}) as JsonSchema;
  const columns = table.columns.filter((c) => c.field !== table.sequence && !items.properties?.[c.field]?.readOnly);
  const rows = Array.from({ length: 50 }, (_, i) =>
    Object.fromEntries([
      ...(table.sequence ? [[table.sequence, i + 1]] : []),
      ...columns.map((c) => [c.field, sample(items.properties?.[c.field] ?? {}, i)]),
    ]),
  );
  const text = columns.find((c) => plainText(items.properties?.[c.field] ?? {}, c.widget)) ?? columns[0];
  const top = fieldNodes(doc.layout).find(
    (n) => !n.field.includes('.') && !n.readOnly && plainText(schemaAt(doc.dataSchema, n.field) ?? {}, n.widget),
  );
  const topField = top?.field ?? text.field;
  return {
    data: { [table.field]: rows },
    table,
    topField,
    rowField: text.field,
    ids: { top: `root_${topField}`, row40: `root_${table.field}_39_${text.field}` },
  };
}
