import { getAt, related, setAt, type DataPath } from './paths';

type Listener = () => void;

/** Holds a form's data outside React so each field can subscribe to just its own path. */
export interface FormStore<T = Record<string, unknown>> {
  /** The whole document (a new object after every change, untouched branches shared). */
  getData(): T;
  /** The value at a path. */
  get(path: DataPath): unknown;
  /** Sets the value at a path and notifies listeners of that path, its ancestors and descendants. */
  set(path: DataPath, value: unknown): void;
  /** Replaces the whole document (reset, copy, template) and notifies everyone. */
  replace(data: T): void;
  /** Subscribes to changes on a path's branch; returns the unsubscribe function. */
  subscribe(path: DataPath, listener: Listener): () => void;
  /** Number of changes so far; lets tests and benchmarks count work. */
  version(): number;
}

/** Creates a store; listeners run synchronously after each change, in subscription order. */
export function createFormStore<T = Record<string, unknown>>(initial: T): FormStore<T> {
  let data = initial;
  let changes = 0;
  const listeners = new Map<DataPath, Set<Listener>>();

  const notify = (changed: DataPath) => {
    for (const [path, set] of [...listeners]) {
      if (related(path, changed)) for (const listener of [...set]) listener();
    }
  };

  return {
    getData: () => data,
    get: (path) => getAt(data, path),
    set(path, value) {
      if (Object.is(getAt(data, path), value)) return;
      data = setAt(data, path, value);
      changes += 1;
      notify(path);
    },
    replace(next) {
      data = next;
      changes += 1;
      notify('');
    },
    subscribe(path, listener) {
      const set = listeners.get(path) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(path, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(path);
      };
    },
    version: () => changes,
  };
}
