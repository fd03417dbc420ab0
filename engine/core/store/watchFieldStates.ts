import { dataDependencies, evaluate } from '../logic';
import type { FieldNode, FieldState, RuleContext, ScreenDocument } from '../screen';
import { fieldHints, fieldNodes, schemaAt, schemaRequires } from '../screen';
import type { FormStore } from './createFormStore';

type Listener = () => void;

/** Live field states of a screen over a store: each field is re-evaluated only when data it reads changes. */
export interface FieldStateWatcher {
  /** Current state of a field (stable object until it changes, so React can compare by identity). */
  get(field: string): FieldState;
  /** Subscribes to one field's state; returns the unsubscribe function. */
  subscribe(field: string, listener: Listener): () => void;
  /** Number of rule evaluations so far, for tests and benchmarks. */
  evaluations(): number;
  /** Stops listening to the store. */
  dispose(): void;
}

const same = (a: FieldState, b: FieldState) =>
  a.visible === b.visible &&
  a.readOnly === b.readOnly &&
  a.required === b.required &&
  a.maxLength === b.maxLength &&
  a.tooltip === b.tooltip;

/** Watches visible/readOnly/required of every placed field; the surrounding context is fixed (session, config, variant). */
export function watchFieldStates(
  doc: ScreenDocument,
  store: FormStore,
  base: Omit<RuleContext, 'data'>,
): FieldStateWatcher {
  const states = new Map<string, FieldState>();
  const listeners = new Map<string, Set<Listener>>();
  const unsubscribers: (() => void)[] = [];
  let count = 0;
  // The document-level rule is evaluated once, when the form starts (session, configuration, the loaded data).
  const locked = evaluate(doc.readOnly, { ...base, data: store.getData() } as RuleContext, false);

  const compute = (node: FieldNode): FieldState => {
    count += 1;
    const context = { ...base, data: store.getData() } as RuleContext;
    const property = schemaAt(doc.dataSchema, node.field);
    const visible = evaluate(node.visible, context, true);
    const readOnly = locked || Boolean(property?.readOnly) || evaluate(node.readOnly, context, false);
    // A hidden field is never required.
    const required = visible && (schemaRequires(doc.dataSchema, node.field) || evaluate(node.required, context, false));
    return { field: node.field, visible, readOnly, required, ...fieldHints(doc, node, context) };
  };

  for (const node of fieldNodes(doc.layout)) {
    states.set(node.field, compute(node));
    const tooltipRules = Object.values(node.tooltip?.params ?? {});
    const rules = [node.visible, node.readOnly, node.required, node.maxLength, ...tooltipRules];
    const deps = rules.map(dataDependencies);
    if (rules.every((r) => r === undefined)) continue;
    // A rule with a computed var name may read anything: watch the whole document.
    const paths = deps.some((d) => d === undefined) ? [''] : [...new Set(deps.flat() as string[])];
    const recheck = () => {
      const next = compute(node);
      if (same(next, states.get(node.field)!)) return;
      states.set(node.field, next);
      listeners.get(node.field)?.forEach((l) => l());
    };
    for (const path of paths) unsubscribers.push(store.subscribe(path, recheck));
  }

  return {
    get(field) {
      // Unknown paths (table cells) get a stable default, so React sees the same snapshot every time.
      if (!states.has(field)) states.set(field, { field, visible: true, readOnly: locked, required: false });
      return states.get(field)!;
    },
    subscribe(field, listener) {
      const set = listeners.get(field) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(field, set);
      return () => set.delete(listener);
    },
    evaluations: () => count,
    dispose: () => unsubscribers.forEach((u) => u()),
  };
}
