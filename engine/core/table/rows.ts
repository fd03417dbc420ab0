import { evaluate } from '../logic';
import type { FieldState, JsonSchema, RuleContext, TableNode } from '../screen';
import { schemaAt, schemaRequires } from '../screen/schemaAt';

type Row = Record<string, unknown>;

/** A blank cell: nothing typed, nothing chosen (false counts as unset; an object of blanks, e.g. {id: undefined}, too). */
export function isBlank(value: unknown): boolean {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(isBlank);
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A row with nothing but blanks (the sequence number does not count). */
export function isEmptyRow(row: unknown, sequence?: string): boolean {
  if (!row || typeof row !== 'object') return true;
  return Object.entries(row as Row).every(([key, value]) => key === sequence || isBlank(value));
}

/**
 * The rows as a table shows them: fully empty rows removed, the sequence renumbered 1, 2, 3 …, exactly
 * one empty row at the end. Returns the same array when nothing changes, and unchanged rows keep identity.
 */
export function normalizeRows(rows: unknown, sequence?: string): Row[] {
  const list = Array.isArray(rows) ? (rows as Row[]) : [];
  const filled = list.filter((r) => !isEmptyRow(r, sequence));
  const numbered = filled.map((r, i) => (sequence && r[sequence] !== i + 1 ? { ...r, [sequence]: i + 1 } : r));
  const last = list[list.length - 1];
  const trailing =
    list.length > filled.length && isEmptyRow(last, sequence) && !(sequence && last && !isBlank(last[sequence]))
      ? last
      : {};
  const next = [...numbered, trailing];
  const same = next.length === list.length && next.every((r, i) => r === list[i]);
  return same ? list : next;
}

/** The rows that count: everything but empty rows (the trailing one included), indexes kept. */
export function filledRows(rows: unknown, sequence?: string): { row: Row; index: number }[] {
  const list = Array.isArray(rows) ? (rows as Row[]) : [];
  return list.map((row, index) => ({ row, index })).filter(({ row }) => !isEmptyRow(row, sequence));
}

/** The item schema of a table's array property. */
export function itemSchema(dataSchema: JsonSchema, table: TableNode): JsonSchema {
  const array = dataSchema.properties?.[table.field];
  return (array?.items as JsonSchema | undefined) ?? { type: 'object', properties: {} };
}

/**
 * States of one row's cells: column rules read `row.*` and `index` besides the rule context; an empty row
 * (the trailing one) is never required.
 */
export function rowFieldStates(
  table: TableNode,
  items: JsonSchema,
  row: unknown,
  index: number,
  context: RuleContext,
): Record<string, FieldState> {
  const ctx = { ...context, row: row ?? {}, index };
  const empty = isEmptyRow(row, table.sequence);
  return Object.fromEntries(
    table.columns.map((col) => {
      const visible = evaluate(col.visible, ctx, true);
      const readOnly = Boolean(schemaAt(items, col.field)?.readOnly) || evaluate(col.readOnly, ctx, false);
      const required = !empty && visible && (schemaRequires(items, col.field) || evaluate(col.required, ctx, false));
      return [col.field, { field: `${table.field}.${index}.${col.field}`, visible, readOnly, required }];
    }),
  );
}
