import { LIMIT_KEYWORDS } from '../explain/facets';
import { resolveColumnDocument } from '../grid/columns';
import type { ColumnDocument } from '../grid/types';
import { applyVariants, type VariantOverlay } from '../overlay/applyVariants';
import { resolveFields, type FieldState } from '../screen/resolveFields';
import { schemaAt } from '../screen/schemaAt';
import type { RuleContext, ScreenDocument } from '../screen/types';
import { fieldNodes } from '../screen/walk';

/** What an overlay changes about a field. */
export type ChangeAspect = 'visible' | 'required' | 'readOnly' | 'limits';

/** One field whose state an overlay changes, with its state before and after (null: not placed). */
export interface FieldChange {
  field: string;
  title?: string;
  aspects: ChangeAspect[];
  before: FieldFacts | null;
  after: FieldFacts | null;
}

/** The evaluated state of a placed field and the limits of its schema. */
export interface FieldFacts {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
  limits: Record<string, unknown>;
}

/** The column set an overlay changes: columns added, removed, and whether the order of the others moved. */
export interface ColumnChange {
  added: string[];
  removed: string[];
  moved: boolean;
}

type Context = Omit<RuleContext, 'data'>;

function facts(doc: ScreenDocument, state: FieldState): FieldFacts {
  const schema = schemaAt(doc.dataSchema, state.field) ?? {};
  const limits: Record<string, unknown> = {};
  for (const keyword of LIMIT_KEYWORDS) {
    const value = (schema as Record<string, unknown>)[keyword];
    if (value !== undefined) limits[keyword] = value;
  }
  if (state.maxLength !== undefined) limits.maxLength = state.maxLength;
  return { visible: state.visible, required: state.required, readOnly: state.readOnly, limits };
}

function factsOf(doc: ScreenDocument, context: Context): Map<string, FieldFacts> {
  const states = resolveFields(doc, { ...context, data: {} });
  return new Map(Object.values(states).map((s) => [s.field, facts(doc, s)]));
}

function aspectsOf(before: FieldFacts | null, after: FieldFacts | null): ChangeAspect[] {
  if (!before || !after) return ['visible'];
  const aspects: ChangeAspect[] = [];
  if (before.visible !== after.visible) aspects.push('visible');
  if (before.required !== after.required) aspects.push('required');
  if (before.readOnly !== after.readOnly) aspects.push('readOnly');
  if (JSON.stringify(before.limits) !== JSON.stringify(after.limits)) aspects.push('limits');
  return aspects;
}

/**
 * The fields of a screen whose visibility, mandatory flag, read-only state or limits differ for one context when
 * `edited` is applied besides the `others` overlays (the file as saved, or none for a new file). Throws the engine's
 * OverlayError when the edited overlay names what the screen does not have.
 */
export function screenChanges(
  base: ScreenDocument,
  others: VariantOverlay[],
  edited: VariantOverlay | null,
  context: Context,
): FieldChange[] {
  const ctx = { ...context, data: {} };
  const without = applyVariants(base, others, ctx).document;
  const withEdit = applyVariants(base, edited ? [...others, edited] : others, ctx).document;
  const before = factsOf(without, context);
  const after = factsOf(withEdit, context);
  const titles = new Map(
    [...fieldNodes(without.layout), ...fieldNodes(withEdit.layout)].map((n) => [
      n.field,
      schemaAt(withEdit.dataSchema, n.field)?.title ?? schemaAt(without.dataSchema, n.field)?.title,
    ]),
  );
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields.flatMap((field) => {
    const b = before.get(field) ?? null;
    const a = after.get(field) ?? null;
    const aspects = aspectsOf(b, a);
    if (!aspects.length) return [];
    const title = titles.get(field);
    return [{ field, ...(title ? { title: String(title) } : {}), aspects, before: b, after: a }];
  });
}

/** How the edited overlay changes a column document's column set for one context; null when it does not. */
export function columnChanges(
  base: ColumnDocument,
  others: VariantOverlay[],
  edited: VariantOverlay | null,
  context: Context,
): ColumnChange | null {
  const ctx = { ...context, data: {} };
  const before = resolveColumnDocument(base, others, ctx).document.order;
  const after = resolveColumnDocument(base, edited ? [...others, edited] : others, ctx).document.order;
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  const kept = (list: string[]) => list.filter((id) => before.includes(id) && after.includes(id)).join(',');
  const moved = kept(before) !== kept(after);
  return added.length || removed.length || moved ? { added, removed, moved } : null;
}
