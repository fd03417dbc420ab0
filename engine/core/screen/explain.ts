import type { RuleContext, ScreenDocument } from './types';
import { resolveFields, findField } from './resolveFields';
import type { VariantOverlay } from '../overlay';
import { applyVariants } from '../overlay';
import { getAt } from '../store/paths';
import { itemSchema, rowFieldStates } from '../table/rows';
import { tableNodes } from './walk';

/** The state of a table cell ('array.3.column'; without an index the first row is explained). */
function cellState(doc: ScreenDocument, context: RuleContext, field: string) {
  const [array, ...rest] = field.split('.');
  const table = tableNodes(doc.layout).find((t) => t.field === array);
  if (!table) return null;
  const index = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 0;
  return rowFieldStates(table, itemSchema(doc.dataSchema, table), getAt(context.data, `${array}.${index}`), index, context)[rest.join('.')] ?? null;
}

/** Why a field is visible, required or read-only: the documents and rules involved. */
export interface FieldExplanation {
  field: string;
  documents: string[];
  state: { visible: boolean; readOnly: boolean; required: boolean } | null;
  rules: { visible?: unknown; readOnly?: unknown; required?: unknown; schemaRequired: boolean };
}

/** Explains the effective state of a field for configuration staff. */
export function explain(base: ScreenDocument, overlays: VariantOverlay[], context: RuleContext, field: string): FieldExplanation {
  const { document, applied } = applyVariants(base, overlays, context);
  const touching = overlays
    .filter((o) => applied.includes(o.id) && JSON.stringify([o.patch, o.nodes ?? {}]).includes(`"${field.split('.').pop()}"`))
    .map((o) => `variants/${o.id}`);
  const node = findField(document, field);
  const state = resolveFields(document, context)[field] ?? (node ? cellState(document, context, field) : null);
  return {
    field,
    documents: [`schemas/screens/${base.id}`, ...touching],
    state: state && { visible: state.visible, readOnly: state.readOnly, required: state.required },
    rules: {
      visible: node?.visible,
      readOnly: node?.readOnly,
      required: node?.required,
      schemaRequired: (document.dataSchema.required ?? []).includes(field)
        || Boolean(field.includes('.') && (itemSchema(document.dataSchema, { field: field.split('.')[0] } as never).required ?? []).includes(field.split('.').pop()!)),
    },
  };
}
