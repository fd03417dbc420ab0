import type { RuleContext, ScreenDocument } from '../screen';
import type { FormStore } from '../store';
import { computeRule, computedDependencies, type ComputedMemory } from './applyComputed';

/** Runs a screen's computed rules whenever data they read changes and writes the results into the store. */
export function watchComputed(doc: ScreenDocument, store: FormStore, base: Omit<RuleContext, 'data'>): () => void {
  const memory: ComputedMemory = new Map();
  const stops = (doc.computed ?? []).map((rule) => {
    const run = () => {
      for (const [path, value] of computeRule(rule, { ...base, data: store.getData() } as RuleContext, memory)) store.set(path, value);
    };
    run();
    const deps = computedDependencies(rule) ?? [''];
    const unsubscribers = deps.map((path) => store.subscribe(path, run));
    return () => unsubscribers.forEach((u) => u());
  });
  return () => stops.forEach((stop) => stop());
}
