import { evaluate } from '../logic';
import type { FieldNode, JsonSchema, RuleContext, ScreenDocument } from './types';
import { fieldNodes, tableNodes } from './walk';
import { schemaAt, schemaRequires, withRequired } from './schemaAt';

/** The effective state of one field after its rules ran. */
export interface FieldState {
  field: string;
  visible: boolean;
  readOnly: boolean;
  required: boolean;
}

/** Evaluates visible/readOnly/required for every placed field (the document's readOnly locks all); a hidden field is never required. */
export function resolveFields(doc: ScreenDocument, context: RuleContext): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  const locked = evaluate(doc.readOnly, context, false);
  for (const node of fieldNodes(doc.layout)) {
    const property = schemaAt(doc.dataSchema, node.field);
    const visible = evaluate(node.visible, context, true);
    const readOnly = locked || Boolean(property?.readOnly) || evaluate(node.readOnly, context, false);
    const required = visible && (schemaRequires(doc.dataSchema, node.field) || evaluate(node.required, context, false));
    states[node.field] = { field: node.field, visible, readOnly, required };
  }
  return states;
}

/** Builds the data schema that validation uses now: required follows the evaluated rules (nested paths in their object). */
export function effectiveSchema(doc: ScreenDocument, states: Record<string, FieldState>): JsonSchema {
  return Object.values(states).reduce((schema, s) => withRequired(schema, s.field, s.required), doc.dataSchema);
}

/** Finds the layout node of a field, for widgets and hints; a table cell is named 'array.column' or 'array.3.column'. */
export function findField(doc: ScreenDocument, field: string): FieldNode | undefined {
  const found = fieldNodes(doc.layout).find((n) => n.field === field);
  if (found) return found;
  const [array, ...rest] = field.split('.');
  const column = rest.filter((p) => !/^\d+$/.test(p)).join('.');
  return tableNodes(doc.layout).find((t) => t.field === array)?.columns.find((c) => c.field === column);
}
