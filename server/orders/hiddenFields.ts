import { getAt, resolveFields, setAt, type RuleContext, type ScreenDocument } from '../../engine/core';
import { isDerivedField, toCaptureData } from './captureData';

type Json = Record<string, unknown>;

/** A copy of `data` without the value at a dot path (objects on the path copied, an emptied object kept). */
function withoutPath(data: Json, path: string): Json {
  const [head, ...rest] = path.split('.');
  if (!(head in data)) return data;
  if (!rest.length) {
    const { [head]: _gone, ...others } = data;
    return others;
  }
  const child = data[head];
  return child && typeof child === 'object' && !Array.isArray(child)
    ? { ...data, [head]: withoutPath(child as Json, rest.join('.')) }
    : data;
}

/**
 * Data hidden by a rule is not taken from a save: for every placed field the capture document hides for this save (its
 * own rule or its panel's, evaluated on the data sent), the body gets the stored order's value back, or loses the value on
 * a new order. So a browser, a script or a stale form cannot set what the user's screen does not show (an IBAN outside
 * variant B, a neutral sender without the switch). Table cells and fields derived from the save shape (date and time
 * parts, flat address fields) are taken as sent: rows have no identity that ties them to stored rows, and the derived
 * fields' source is a visible timestamp or address. `serverOwned` names top-level fields the server decides itself (the tenant).
 */
export function keepHiddenFields(
  doc: ScreenDocument,
  context: RuleContext,
  body: Json,
  stored: Json | undefined,
  serverOwned: string[] = [],
): Json {
  const states = resolveFields(doc, { ...context, data: toCaptureData(doc, body) });
  let out = body;
  for (const { field, visible } of Object.values(states)) {
    if (visible || isDerivedField(field) || serverOwned.includes(field.split('.')[0])) continue;
    const kept = stored ? getAt(stored, field) : undefined;
    if (kept === undefined) out = withoutPath(out, field);
    else if (JSON.stringify(getAt(out, field)) !== JSON.stringify(kept)) out = setAt(out, field, kept);
  }
  return out;
}
