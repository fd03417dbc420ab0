import { evaluate } from '../logic';
import { applyOverlay, overlayOrder, type VariantOverlay } from '../overlay/applyVariants';
import { resolveFields } from '../screen/resolveFields';
import type { CheckRule, RuleContext, ScreenDocument } from '../screen/types';
import { getAt } from '../store/paths';
import { isEmptyRow, itemSchema, rowFieldStates } from '../table/rows';
import { originOf, type PartOrigin } from '../lint/parts';
import { documentParts } from './documentParts';
import { fillText } from '../texts/engineTexts';
import { explainTexts } from '../texts';
import { changedFacets, dataPath, facetsOf, type Aspect, type Facet } from './facets';
import { overlayPointer } from './overlayPointer';
import { reasonText } from './reasonText';
import { fieldTrail } from './trail';

/** One thing that makes a field visible, required, read-only, limited or computed: where it is written and what it gives now. */
export interface ExplainReason {
  aspect: Aspect | 'check';
  /** The document file holding it: the screen's, or the overlay file that set it last. */
  file: string;
  /** JSON pointer of the entry in that file. */
  pointer: string;
  /** The rule (JSON-Logic), when the reason is a rule. */
  rule?: unknown;
  /** What the rule gives for the context. */
  holds?: boolean;
  /** Set when an overlay took the facet away (requiredRemove, a removed rule). */
  removed?: boolean;
  /** One German line for configuration staff. */
  text: string;
}

/** An overlay of the screen that changes this field, whether or not its condition holds for the context. */
export interface OverlayEffect {
  id: string;
  file: string;
  applies: boolean;
  when: unknown;
  aspects: (Aspect | 'error')[];
  pointer: string;
  error?: string;
}

/** Why a field is as it is: its effective state, the documents involved and every reason with its place. */
export interface FieldExplanation {
  field: string;
  screen: string;
  state: { visible: boolean; readOnly: boolean; required: boolean; limits: Record<string, unknown> } | null;
  documents: string[];
  reasons: ExplainReason[];
  overlays: OverlayEffect[];
}

const fileOf = (o: VariantOverlay) => o.file ?? `variants/${o.id}.json`;

/**
 * Explains the effective state of a field (a nested path such as `empfaenger.name` or a table cell such as
 * `auftragspositionen.laengeCM`, row 0 unless the path names one) for configuration staff. The overlays are applied one
 * by one in their order; what each changes is seen by comparing the field's facets before and after, so every overlay
 * keyword (patch, nodes, insert, remove, requiredAdd, requiredRemove) is covered. Overlays whose condition does not hold
 * are tried too and listed as not applying, so "why is it not mandatory for me" is answered as well.
 */
export function explainField(
  base: ScreenDocument,
  overlays: VariantOverlay[],
  context: RuleContext,
  field: string,
  options: { baseFile?: string; parts?: PartOrigin[] } = {},
): FieldExplanation {
  // options.parts: the screen's part files ($include); without them those registered for the document object.
  const baseFile = options.baseFile ?? `schemas/screens/${base.id}.screen.json`;
  let doc = base;
  let facets = facetsOf(base, field);
  const setBy: Record<string, VariantOverlay> = {};
  const effects: OverlayEffect[] = [];
  const trailOf = (d: ScreenDocument) => fieldTrail(d, field);
  const idsOf = (d: ScreenDocument) => {
    const t = trailOf(d);
    return t ? [t.id, t.node.field, ...t.ancestors.map((a) => a.id)] : [field];
  };
  for (const overlay of overlayOrder(base.id, overlays)) {
    const applies = evaluate(overlay.when, context);
    let next: ScreenDocument;
    try {
      next = applyOverlay(doc, overlay);
    } catch (error) {
      effects.push({
        id: overlay.id,
        file: fileOf(overlay),
        applies,
        when: overlay.when,
        aspects: ['error'],
        pointer: '',
        error: (error as Error).message,
      });
      continue;
    }
    const after = facetsOf(next, field);
    const changed = changedFacets(facets, after);
    if (changed.length) {
      const aspects = [...new Set(changed.map((k) => (after[k] ?? facets[k]).aspect))];
      effects.push({
        id: overlay.id,
        file: fileOf(overlay),
        applies,
        when: overlay.when,
        aspects,
        pointer: overlayPointer(overlay, [...idsOf(next), ...idsOf(doc)], dataPath(field, trailOf(next))),
      });
    }
    if (!applies) continue;
    for (const key of changed) setBy[key] = overlay;
    doc = next;
    facets = after;
  }
  const trail = trailOf(doc);
  const rowContext = trail?.table
    ? {
        ...context,
        row: getAt(context.data, `${trail.table.node.field}.${trail.table.index}`) ?? {},
        index: trail.table.index,
      }
    : context;
  const state = stateOf(doc, context, field);
  const reasons: ExplainReason[] = [];
  const place = (key: string, facet: Facet) => {
    const by = setBy[key];
    return by
      ? {
          file: fileOf(by),
          pointer: overlayPointer(
            by,
            trail ? [trail.id, trail.node.field, ...trail.ancestors.map((a) => a.id), facet.on?.id ?? ''] : [field],
            dataPath(field, trail),
          ),
        }
      : { file: baseFile, pointer: facet.pointer };
  };
  for (const [key, facet] of Object.entries(facets)) {
    const isRule =
      key.startsWith('visible@') || key === 'required@rule' || key === 'readOnly@rule' || key === 'readOnly@document';
    const ruleContext = key.startsWith('visible@') && facet.on?.kind !== 'field' ? context : rowContext;
    const holds = isRule
      ? evaluate(facet.value as never, key === 'readOnly@document' ? context : ruleContext, false)
      : undefined;
    reasons.push({
      aspect: facet.aspect,
      ...place(key, facet),
      ...(isRule ? { rule: facet.value, holds } : {}),
      text: reasonText(key, facet, holds, field),
    });
  }
  // A facet an applied overlay took away (requiredRemove, a rule set to null) is a reason too.
  for (const [key, overlay] of Object.entries(setBy)) {
    if (facets[key]) continue;
    reasons.push({
      aspect: key.split('@')[0] as Aspect,
      file: fileOf(overlay),
      pointer: overlayPointer(overlay, trail ? [trail.id, trail.node.field] : [field], dataPath(field, trail)),
      removed: true,
      text: reasonText(key, undefined, undefined, field),
    });
  }
  if (trail?.table && isEmptyRow((rowContext as { row?: unknown }).row, trail.table.node.sequence)) {
    reasons.push({
      aspect: 'required',
      file: baseFile,
      pointer: trail.pointer,
      text: fillText(explainTexts.emptyRow, { row: String(trail.table.index + 1) }),
    });
  }
  if (state && !state.visible)
    reasons.push({
      aspect: 'required',
      file: baseFile,
      pointer: trail?.pointer ?? '',
      text: reasonText('hidden', undefined, undefined, field),
    });
  reasons.push(
    ...checkReasons(
      doc,
      trail ? (trail.table ? `${trail.table.node.field}.${trail.table.column}` : field) : field,
      context,
      baseFile,
    ),
  );
  const documents = [baseFile, ...new Set(Object.values(setBy).map(fileOf))];
  // A screen composed of part files ($include): each reason of the screen names the part file and the pointer in it.
  const parts = options.parts ?? documentParts(base);
  const placed = reasons.map((r) => (r.file === baseFile ? { ...r, ...originOf(parts, baseFile, r.pointer) } : r));
  return {
    field,
    screen: base.id,
    state: state && { ...state, limits: limitsOf(facets) },
    documents,
    reasons: placed,
    overlays: effects,
  };
}

function stateOf(doc: ScreenDocument, context: RuleContext, field: string) {
  const trail = fieldTrail(doc, field);
  if (!trail) return null;
  if (!trail.table) {
    const s = resolveFields(doc, context)[field];
    return s ? { visible: s.visible, readOnly: s.readOnly, required: s.required } : null;
  }
  const { node, index, column } = trail.table;
  const tableVisible = trail.ancestors.every((a) => evaluate(a.visible, context, true));
  const s = rowFieldStates(
    node,
    itemSchema(doc.dataSchema, node),
    getAt(context.data, `${node.field}.${index}`),
    index,
    context,
  )[column];
  return s
    ? {
        visible: tableVisible && s.visible,
        readOnly: s.readOnly || evaluate(doc.readOnly, context, false),
        required: tableVisible && s.required,
      }
    : null;
}

const limitsOf = (facets: Record<string, Facet>) =>
  Object.fromEntries(
    Object.entries(facets)
      .filter(([k]) => k.startsWith('limit@'))
      .map(([k, f]) => [k.slice(6), f.value]),
  );

/** The screen's checks that report at this field (a table column: checks per row of its array). */
function checkReasons(doc: ScreenDocument, field: string, context: RuleContext, file: string): ExplainReason[] {
  return (doc.checks ?? []).flatMap((check: CheckRule, i) => {
    const target = (f: string) => (check.forEach ? `${check.forEach}.${f}` : f);
    if (!(check.fields ?? []).some((f) => target(f) === field)) return [];
    const holds = check.forEach ? undefined : evaluate(check.when, context, false);
    return [
      {
        aspect: 'check' as const,
        file,
        pointer: `/checks/${i}`,
        rule: check.when,
        holds,
        text: reasonText(
          'check',
          { aspect: 'required', pointer: '', value: check.when, on: { id: check.id, kind: 'check' } },
          holds,
          field,
        ),
      },
    ];
  });
}
