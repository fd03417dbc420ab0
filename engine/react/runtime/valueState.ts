/** One value outside React that components subscribe to (the selected tabs, the error summary), like the dialog state. */
export interface ValueState<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a {@link ValueState} holding `initial`. */
export function createValueState<T>(initial: T): ValueState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
