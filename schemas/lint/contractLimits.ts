import { hint, type JsonSchema, type LintProblem, type ScreenDocument } from '../../engine/core';
import { entityAt } from './entityPaths';
import { SOURCE_FILES, type LintSources } from './sources';

const UPPER = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];
const LOWER = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'];
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Whether a number occurs anywhere in a rule (a check comparing a field's length or value with the contract's limit). */
const mentions = (rule: unknown, n: number): boolean =>
  rule === n ||
  (Array.isArray(rule)
    ? rule.some((r) => mentions(r, n))
    : Boolean(rule) && typeof rule === 'object' && Object.values(rule as object).some((r) => mentions(r, n)));

/**
 * A check of the screen words the contract's limit itself (e.g. the password rule's 'max. 25Zeichen' of the spec): it names
 * the field and its condition compares with the contract's number, so the screen's wider input limit is deliberate.
 */
function checkedByRule(doc: ScreenDocument, path: string, limit: number): boolean {
  return (doc.checks ?? []).some(
    (c) => (c.fields ?? []).some((f) => (c.forEach ? `${c.forEach}.0.${f}` : f) === path) && mentions(c.when, limit),
  );
}

/**
 * Each limit of a screen field (maxLength, maximum, …) is at most as wide as the same field's limit in the contract's
 * entity schema (`contract`, the request body the server checks): else the browser takes what the server refuses.
 */
export function contractLimitProblems(doc: ScreenDocument, sources: LintSources): LintProblem[] {
  const contract = (doc as { contract?: unknown }).contract;
  if (typeof contract !== 'string') return [];
  if (!sources.entityFiles.includes(contract)) {
    return [
      {
        pointer: '/contract',
        message: `Vertrag '${contract}' gibt es unter ${SOURCE_FILES.entities} nicht${hint(contract, sources.entityFiles)}`,
      },
    ];
  }
  // A contract that is no valid JSON has its own finding; the screen's limits are not compared with it.
  if (!sources.entities.has(contract)) return [];
  const out: LintProblem[] = [];
  const walk = (schema: JsonSchema, path: string[], pointer: string) => {
    const found = path.length ? entityAt(sources, contract, path.join('.')) : 'free';
    for (const keyword of found === 'free' ? [] : [...UPPER, ...LOWER]) {
      const value = schema[keyword];
      const limits = (found as JsonSchema[]).map((s) => s[keyword]).filter((n): n is number => typeof n === 'number');
      if (typeof value !== 'number' || !limits.length) continue;
      const upper = UPPER.includes(keyword);
      const bound = upper ? Math.min(...limits) : Math.max(...limits);
      if ((upper ? value <= bound : value >= bound) || checkedByRule(doc, path.join('.'), bound)) continue;
      const field = path.join('.').replace(/\.0(\.|$)/g, '[]$1');
      out.push({
        pointer: `${pointer}/${keyword}`,
        message: `Feld '${field}': ${keyword} ${value} ist weiter als im Vertrag (${SOURCE_FILES.entities}${contract}: ${bound}) – die Maske nähme an, was der Server ablehnt; ${upper ? 'höchstens' : 'mindestens'} ${bound} angeben`,
      });
    }
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      walk(child, [...path, key], `${pointer}/properties/${escape(key)}`);
    if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
      walk(schema.items as JsonSchema, [...path, '0'], `${pointer}/items`);
  };
  walk(doc.dataSchema, [], '/dataSchema');
  return out;
}
