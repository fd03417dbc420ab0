import { compute, dataDependencies, evaluate } from '../logic';
import type { ComputedRule, RuleContext, ScreenDocument } from '../screen';
import { getAt, setAt } from '../store/paths';
import { isBlank, isEmptyRow } from '../table/rows';

type Data = Record<string, unknown>;

/** What the engine wrote last per rule and path: a target still holding it counts as empty for `onlyIfEmpty`. */
export type ComputedMemory = Map<string, unknown>;

/** Structural equality of results: a list of totals recomputed from unchanged inputs is a new array but the same value. */
function sameResult(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameResult((a as Data)[k], (b as Data)[k]));
}

/** One target of a rule: its path and the context its expression reads. */
function targets(
  rule: ComputedRule,
  context: RuleContext,
  changed?: (row: unknown, index: number) => boolean,
): { path: string; ctx: object }[] {
  if (!rule.forEach) return [{ path: rule.field, ctx: context }];
  const rows = getAt(context.data, rule.forEach);
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row, index) =>
    isEmptyRow(row) || (changed && !changed(row, index))
      ? []
      : [{ path: `${rule.forEach}.${index}.${rule.field}`, ctx: { ...context, row, index } }],
  );
}

/**
 * Applies one computed rule to the data and returns the changed paths with their new values. A null result
 * clears a value this rule wrote itself, so a row whose inputs were cleared becomes empty again. `changed`
 * limits a per-row rule to the rows that changed.
 */
export function computeRule(
  rule: ComputedRule,
  context: RuleContext,
  memory: ComputedMemory,
  changed?: (row: unknown, index: number) => boolean,
): [string, unknown][] {
  const changes: [string, unknown][] = [];
  for (const { path, ctx } of targets(rule, context, changed)) {
    const current = getAt(context.data, path);
    // Per rule: two rules on one field (a default and an automatic value) never clear or overwrite each other's result.
    const key = `${rule.id}\u0000${path}`;
    const ours = memory.has(key) && Object.is(memory.get(key), current);
    const active = evaluate(rule.when, ctx, true);
    const raw = active ? compute(rule.value, ctx) : null;
    const value = raw === null || raw === undefined || Number.isNaN(raw) ? undefined : raw;
    if (rule.onlyIfEmpty && !isBlank(current) && !ours) {
      // A value equal to the rule's own result (an initial value from defaultsOf, a form started over) counts as the
      // engine's: it goes on following its inputs, while a value the user typed differently is kept.
      if (value !== undefined && Object.is(current, value)) memory.set(key, value);
      continue;
    }
    if (value === undefined && !ours) continue;
    // An equal result changes nothing: no write, so no field re-renders for it (a keystroke in a position's text used to
    // redraw the totals per packaging). Equal but not identical is still the engine's value.
    if (sameResult(current, value)) {
      if (!Object.is(current, value)) memory.set(key, current);
      continue;
    }
    memory.set(key, value);
    changes.push([path, value]);
  }
  return changes;
}

/** Applies every computed rule in document order (later rules see earlier results); the server may use it before saving. */
export function applyComputed(doc: ScreenDocument, context: RuleContext, memory: ComputedMemory = new Map()): Data {
  let data = context.data;
  for (const rule of doc.computed ?? []) {
    for (const [path, value] of computeRule(rule, { ...context, data }, memory)) data = setAt(data, path, value);
  }
  return data;
}

/** The data paths a computed rule reads; undefined when it may read anything. */
export function computedDependencies(rule: ComputedRule): string[] | undefined {
  const deps = [dataDependencies(rule.value), dataDependencies(rule.when)];
  if (deps.some((d) => d === undefined)) return undefined;
  return [...new Set([...(rule.forEach ? [rule.forEach] : []), ...(deps.flat() as string[])])];
}

/**
 * What each computed rule yields from the data as it stands, per target path (rules whose condition is off yield nothing).
 * Validation uses it: a value the engine computed is valid by construction and never refused (issue: CBM 3,917).
 */
export function computedResults(doc: ScreenDocument, context: RuleContext): Map<string, unknown> {
  const results = new Map<string, unknown>();
  for (const rule of doc.computed ?? []) {
    for (const { path, ctx } of targets(rule, context)) {
      if (!evaluate(rule.when, ctx, true)) continue;
      const value = compute(rule.value, ctx);
      if (value !== null && value !== undefined && !Number.isNaN(value)) results.set(path, value);
    }
  }
  return results;
}
