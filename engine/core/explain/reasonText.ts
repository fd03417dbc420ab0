import type { Logic } from '../screen/types';
import { explainTexts as t } from '../texts';
import { fillText } from '../texts/engineTexts';
import type { Facet } from './facets';
import { logicText } from './logicText';

const result = (holds: boolean | undefined) => (holds ? t.yes : t.no);

/** The German line of one facet (`key` as {@link facetsOf} names it; 'hidden' and 'check' for the derived reasons). */
export function reasonText(key: string, facet: Facet | undefined, holds: boolean | undefined, field: string): string {
  const rule = logicText(facet?.value as Logic);
  const [kind, detail] = key.split('@');
  if (!facet) {
    if (key === 'hidden') return t.hiddenNeverRequired;
    if (key === 'required@schema') return fillText(t.requiredRemoved, { key: field.split('.').pop()! });
    return `${t.aspects[kind] ?? kind}: ${t.removedFacet}`;
  }
  if (key === 'check') {
    return fillText(t.check, {
      id: facet.on!.id,
      rule,
      result: holds === undefined ? '' : fillText(t.checkNow, { result: result(holds) }),
    });
  }
  if (key === 'placed') return fillText(t.placed, { id: facet.on!.id });
  if (kind === 'visible') {
    const on = facet.on!;
    if (on.kind === 'field') return fillText(t.visibleField, { rule, result: result(holds) });
    return fillText(t.visibleOn, {
      kind: t.kinds[on.kind as keyof typeof t.kinds] ?? on.kind,
      title: on.title ?? on.id,
      id: on.id,
      rule,
      result: result(holds),
    });
  }
  if (key === 'required@schema') {
    const keys = field.split('.').filter((k) => !/^\d+$/.test(k));
    return fillText(t.requiredSchema, { key: keys.pop()!, owner: keys.length ? `„${keys.join('.')}“` : t.root });
  }
  if (key === 'required@rule') return fillText(t.requiredRule, { rule, result: result(holds) });
  if (key === 'readOnly@document') return fillText(t.readOnlyDocument, { rule, result: result(holds) });
  if (key === 'readOnly@schema') return t.readOnlySchema;
  if (key === 'readOnly@rule') return fillText(t.readOnlyRule, { rule, result: result(holds) });
  if (kind === 'limit')
    return fillText(t.limits[detail] ?? `${detail} {value}`, { value: JSON.stringify(facet.value) });
  if (kind === 'value') {
    const value = facet.value as { when?: Logic; value?: Logic };
    return fillText(t.computed, {
      id: facet.on!.id,
      rule: logicText(value && typeof value === 'object' && 'value' in value ? value.value : (facet.value as Logic)),
    });
  }
  return `${key}: ${rule}`;
}
