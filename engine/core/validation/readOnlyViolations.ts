import type { RuleContext, ScreenDocument } from '../screen/types';
import { resolveFields } from '../screen/resolveFields';
import { schemaAt } from '../screen/schemaAt';
import { getAt } from '../store/paths';
import { messageFor } from './messages';
import type { FieldMessage } from './validateScreen';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Deep equality where null, undefined and '' are the same (a form clears to '' what the server stores as null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * One message per placed field that a rule makes read-only both in `baseline` and with `context.data` while the two hold
 * different values, so a server refuses what the form would never let through. A lock the incoming data lifts (a Fixtermin
 * frees the delivery date) or only sets up (a Zustellkennzeichen chosen after the Terminart) refuses nothing: the form reaches
 * those values too. The document-level readOnly (the edit right, which the caller
 * enforces itself), fields the data schema marks readOnly and fields a computed rule always sets (both owned by the caller,
 * which sets or recomputes them) are not checked; table cells neither (their locks guard master data, which a server takes
 * from its own lists). A prefill (onlyIfEmpty) belongs in the baseline.
 */
export function readOnlyViolations(
  doc: ScreenDocument,
  context: RuleContext,
  baseline: Record<string, unknown>,
): FieldMessage[] {
  const computed = new Set((doc.computed ?? []).filter((r) => !r.forEach && !r.onlyIfEmpty).map((r) => r.field));
  const rules = { ...doc, readOnly: undefined };
  const states = resolveFields(rules, context);
  const before = resolveFields(rules, { ...context, data: baseline });
  return Object.values(states)
    .filter(
      (s) =>
        s.readOnly &&
        before[s.field]?.readOnly &&
        !computed.has(s.field) &&
        !schemaAt(doc.dataSchema, s.field)?.readOnly,
    )
    .filter((s) => !sameValue(getAt(context.data, s.field), getAt(baseline, s.field)))
    .map((s) => ({ field: s.field, message: messageFor('readOnly', {}), rule: 'readOnly' }));
}
