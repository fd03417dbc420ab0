import type { RuleContext, ScreenDocument } from '../screen';
import type { FormStore } from '../store';
import { computeRule, computedDependencies, type ComputedMemory } from './applyComputed';

/**
 * Runs a screen's computed rules whenever data they read changes and writes the results into the store. `memory` is the
 * one of an applyComputed that already filled the store's initial data (the form's first render shows the results, and
 * this first run finds them in place and writes nothing).
 */
export function watchComputed(
  doc: ScreenDocument,
  store: FormStore,
  base: Omit<RuleContext, 'data'>,
  memory: ComputedMemory = new Map(),
): () => void {
  const stops = (doc.computed ?? []).map((rule) => {
    // A per-row rule whose inputs are all row values recomputes only rows whose object changed (rows keep identity).
    const rowOnly = Boolean(rule.forEach) && computedDependencies(rule)?.length === 1;
    let seen: unknown[] = [];
    const run = () => {
      const data = store.getData();
      const rows = rule.forEach ? store.get(rule.forEach) : undefined;
      const changed = rowOnly ? (row: unknown, index: number) => seen[index] !== row : undefined;
      const changes = computeRule(rule, { ...base, data } as RuleContext, memory, changed);
      seen = Array.isArray(rows) ? [...rows] : [];
      for (const [path, value] of changes) store.set(path, value);
    };
    run();
    const deps = computedDependencies(rule) ?? [''];
    const unsubscribers = deps.map((path) => store.subscribe(path, run));
    return () => unsubscribers.forEach((u) => u());
  });
  return () => stops.forEach((stop) => stop());
}
