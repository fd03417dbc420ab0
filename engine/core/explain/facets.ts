import type { Logic, ScreenDocument } from '../screen/types';
import { fieldTrail, requiredPointer, schemaPointer, valueAt, type FieldTrail } from './trail';

/** What a reason is about. */
export type Aspect = 'visible' | 'required' | 'readOnly' | 'limit' | 'value';

/** One thing that shapes a field, as the document holds it: a rule, a `required` entry, a limit. */
export interface Facet {
  aspect: Aspect;
  /** Pointer of the facet in the resolved document (layout node rule, schema keyword, required list). */
  pointer: string;
  /** The rule (JSON-Logic) or the value (limit, required flag). */
  value: unknown;
  /** For visibility: the container or field the rule sits on. */
  on?: { id: string; kind: string; title?: string };
}

/** Schema keywords that limit a value, in the order explain lists them. */
export const LIMIT_KEYWORDS = [
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'maxItems',
  'minItems',
] as const;

/** The data path of a placed field: a table cell with its row index, so its schema is found under `items`. */
export function dataPath(field: string, trail: FieldTrail | null): string {
  return trail?.table ? `${trail.table.node.field}.${trail.table.index}.${trail.table.column}` : field;
}

/**
 * Every facet of a field in one document, keyed so two documents compare key by key (an overlay that changes a key
 * changed that facet): `visible@<id>` per container and the field, `required@schema`, `required@rule`,
 * `readOnly@document|schema|rule`, `limit@<keyword>`, `value@<computed id>`, and `placed` for the field's node itself.
 */
export function facetsOf(doc: ScreenDocument, field: string): Record<string, Facet> {
  const trail = fieldTrail(doc, field);
  const path = dataPath(field, trail);
  const facets: Record<string, Facet> = {};
  if (trail) {
    facets.placed = { aspect: 'visible', pointer: trail.pointer, value: true, on: { id: trail.id, kind: 'field' } };
    for (const step of trail.ancestors) {
      if (step.visible !== undefined)
        facets[`visible@${step.id}`] = {
          aspect: 'visible',
          pointer: `${step.pointer}/visible`,
          value: step.visible,
          on: step,
        };
    }
    const rules: [string, Aspect, Logic | undefined][] = [
      ['visible', 'visible', trail.node.visible],
      ['required', 'required', trail.node.required],
      ['readOnly', 'readOnly', trail.node.readOnly],
    ];
    for (const [key, aspect, rule] of rules) {
      if (rule !== undefined)
        facets[key === 'visible' ? `visible@${trail.id}` : `${key}@rule`] = {
          aspect,
          pointer: `${trail.pointer}/${key}`,
          value: rule,
          on: { id: trail.id, kind: 'field' },
        };
    }
  }
  const { pointer: requiredAt, key } = requiredPointer(path);
  const list = valueAt(doc, requiredAt);
  if (Array.isArray(list) && list.includes(key))
    facets['required@schema'] = { aspect: 'required', pointer: `${requiredAt}/${list.indexOf(key)}`, value: true };
  if (doc.readOnly !== undefined)
    facets['readOnly@document'] = { aspect: 'readOnly', pointer: '/readOnly', value: doc.readOnly };
  const schema = valueAt(doc, schemaPointer(path)) as Record<string, unknown> | undefined;
  if (schema?.readOnly)
    facets['readOnly@schema'] = { aspect: 'readOnly', pointer: `${schemaPointer(path)}/readOnly`, value: true };
  for (const keyword of LIMIT_KEYWORDS) {
    if (schema?.[keyword] !== undefined)
      facets[`limit@${keyword}`] = {
        aspect: 'limit',
        pointer: `${schemaPointer(path)}/${keyword}`,
        value: schema[keyword],
      };
  }
  for (const [i, rule] of (doc.computed ?? []).entries()) {
    const target = rule.forEach ? `${rule.forEach}.${rule.field}` : rule.field;
    const mine = trail?.table ? target === `${trail.table.node.field}.${trail.table.column}` : target === field;
    if (mine)
      facets[`value@${rule.id}`] = {
        aspect: 'value',
        pointer: `/computed/${i}`,
        value: rule.when === undefined ? rule.value : { when: rule.when, value: rule.value },
        on: { id: rule.id, kind: 'computed' },
      };
  }
  return facets;
}

/** The keys whose facet differs between two documents' facets (added, removed or changed). */
export function changedFacets(before: Record<string, Facet>, after: Record<string, Facet>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) =>
      JSON.stringify(before[k]?.value) !== JSON.stringify(after[k]?.value) || Boolean(before[k]) !== Boolean(after[k]),
  );
}
