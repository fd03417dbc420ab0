import type { JsonSchema, RuleContext, ScreenDocument } from '../screen';
import { applyComputed } from './applyComputed';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON Schema `default`s of a data schema as data: `{frankatur: {properties: {id: {default: 5}}}}` gives `{frankatur: {id: 5}}`. */
export function schemaDefaults(schema: JsonSchema): Data {
  const out: Data = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.default !== undefined) out[key] = structuredClone(property.default);
    else if (property.properties) {
      const nested = schemaDefaults(property);
      if (Object.keys(nested).length) out[key] = nested;
    }
  }
  return out;
}

/** `data` laid over `defaults`: nested objects merge, everything else (arrays too) given in `data` wins. */
function over(defaults: Data, data: Data): Data {
  const out: Data = { ...defaults };
  for (const [key, value] of Object.entries(data)) {
    out[key] = isObject(value) && isObject(defaults[key]) ? over(defaults[key] as Data, value) : value;
  }
  return out;
}

/**
 * The initial data of a resolved screen document (variant overlays already applied): the data schema's `default`s, the
 * given `context.data` over them (e.g. a template's order), then the document's computed rules, so rule-driven initial
 * values (a date prefilled under a configuration switch, a currency from the configuration) are in place from the start.
 * The rules read `start`: 'open' when the form opens (default), 'reset' when it is started over (e.g. after a save), so a
 * document may give a reset other defaults than an opening; in the running form `start` is unset.
 */
export function defaultsOf(document: ScreenDocument, context: RuleContext, start: 'open' | 'reset' = 'open'): Data {
  const data = over(schemaDefaults(document.dataSchema), context.data ?? {});
  return applyComputed(document, { ...context, data, start });
}
