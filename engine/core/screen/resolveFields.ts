import { evaluate } from '../logic';
import type { FieldNode, JsonSchema, RuleContext, ScreenDocument } from './types';
import { fieldNodes, tableNodes } from './walk';

/** The effective state of one field after its rules ran. */
export interface FieldState {
  field: string;
  visible: boolean;
  readOnly: boolean;
  required: boolean;
}

/** Evaluates visible/readOnly/required for every placed field; a hidden field is never required. */
export function resolveFields(doc: ScreenDocument, context: RuleContext): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  const schemaRequired = new Set(doc.dataSchema.required ?? []);
  for (const node of fieldNodes(doc.layout)) {
    const property = doc.dataSchema.properties?.[node.field];
    const visible = evaluate(node.visible, context, true);
    const readOnly = Boolean(property?.readOnly) || evaluate(node.readOnly, context, false);
    const required = visible && (schemaRequired.has(node.field) || evaluate(node.required, context, false));
    states[node.field] = { field: node.field, visible, readOnly, required };
  }
  return states;
}

/** Builds the data schema that validation uses now: required follows the evaluated rules. */
export function effectiveSchema(doc: ScreenDocument, states: Record<string, FieldState>): JsonSchema {
  const placed = new Set(Object.keys(states));
  const required = [
    ...(doc.dataSchema.required ?? []).filter((f) => !placed.has(f)),
    ...Object.values(states).filter((s) => s.required).map((s) => s.field),
  ];
  return { ...doc.dataSchema, required };
}

/** Finds the layout node of a field, for widgets and hints; a table cell is named 'array.column' or 'array.3.column'. */
export function findField(doc: ScreenDocument, field: string): FieldNode | undefined {
  const found = fieldNodes(doc.layout).find((n) => n.field === field);
  if (found) return found;
  const [array, ...rest] = field.split('.');
  const column = rest.filter((p) => !/^\d+$/.test(p)).join('.');
  return tableNodes(doc.layout).find((t) => t.field === array)?.columns.find((c) => c.field === column);
}
