import { compute, evaluate } from '../logic';
import type { FieldNode, JsonSchema, RuleContext, ScreenDocument } from './types';
import { fieldNodes, tableNodes } from './walk';
import { schemaAt, schemaRequires, withRequired } from './schemaAt';

/** The effective state of one field after its rules ran. */
export interface FieldState {
  field: string;
  visible: boolean;
  readOnly: boolean;
  required: boolean;
  /** Most characters by the field's maxLength rule, if it yields a positive number. */
  maxLength?: number;
  /** The field's tooltip with its placeholders filled. */
  tooltip?: string;
}

/** The rule-dependent input hints of a field (maxLength and tooltip rules), absent when the field has none. */
export function fieldHints(
  doc: ScreenDocument,
  node: FieldNode,
  context: RuleContext,
): Pick<FieldState, 'maxLength' | 'tooltip'> {
  const hints: Pick<FieldState, 'maxLength' | 'tooltip'> = {};
  if (node.maxLength !== undefined) {
    const max = Number(compute(node.maxLength, context));
    const schemaMax = schemaAt(doc.dataSchema, node.field)?.maxLength;
    if (Number.isInteger(max) && max > 0)
      hints.maxLength = typeof schemaMax === 'number' ? Math.min(max, schemaMax) : max;
  }
  if (node.tooltip) {
    const text = doc.messages?.[node.tooltip.message] ?? node.tooltip.message;
    hints.tooltip = Object.entries(node.tooltip.params ?? {}).reduce(
      (t, [name, value]) => t.replaceAll(`{${name}}`, String(compute(value, context) ?? '')),
      String(text),
    );
  }
  return hints;
}

/** Placed fields with what their rules need from the data schema, once per document object (documents are not changed in place). */
const placedFields = new WeakMap<
  ScreenDocument,
  { node: FieldNode; schemaReadOnly: boolean; schemaRequired: boolean }[]
>();
function placed(doc: ScreenDocument) {
  let fields = placedFields.get(doc);
  if (!fields) {
    fields = fieldNodes(doc.layout).map((node) => ({
      node,
      schemaReadOnly: Boolean(schemaAt(doc.dataSchema, node.field)?.readOnly),
      schemaRequired: schemaRequires(doc.dataSchema, node.field),
    }));
    placedFields.set(doc, fields);
  }
  return fields;
}

/**
 * Evaluates visible/readOnly/required for every placed field (the document's readOnly locks all); a hidden field is never
 * required. `readOnly: false` skips the read-only rules (reported as false), which validation does not need.
 */
export function resolveFields(
  doc: ScreenDocument,
  context: RuleContext,
  options: { readOnly?: boolean } = {},
): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  const withReadOnly = options.readOnly !== false;
  const locked = withReadOnly && evaluate(doc.readOnly, context, false);
  for (const { node, schemaReadOnly, schemaRequired } of placed(doc)) {
    const visible = evaluate(node.visible, context, true);
    const readOnly = withReadOnly && (locked || schemaReadOnly || evaluate(node.readOnly, context, false));
    const required = visible && (schemaRequired || evaluate(node.required, context, false));
    states[node.field] = { field: node.field, visible, readOnly, required, ...fieldHints(doc, node, context) };
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
  return tableNodes(doc.layout)
    .find((t) => t.field === array)
    ?.columns.find((c) => c.field === column);
}
