import { getAt, setAt, splitPath, type DataPath } from './paths';

type Listener = () => void;
/** Listeners by path as a tree of keys, so a change visits only its own branch, not every subscribed path. */
interface Node {
  listeners?: Set<Listener>;
  since: number;
  children: Map<string, Node>;
}

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
  /** Number of subscribed paths the changes so far have looked at (each change: its own branch only); counts work. */
  examined(): number;
}

/** Creates a store; listeners run synchronously after each change, in subscription order. */
export function createFormStore<T = Record<string, unknown>>(initial: T): FormStore<T> {
  let data = initial;
  let changes = 0;
  // `since` orders paths by when they got their first listener, as the paths' subscription order.
  let order = 0;
  let examined = 0;
  const root: Node = { since: 0, children: new Map() };

  const below = (node: Node, out: Node[]) => {
    examined += 1;
    if (node.listeners) out.push(node);
    for (const child of node.children.values()) below(child, out);
    return out;
  };
  // The changed path's ancestors, itself and its descendants (a form of 800 fields has ~1,000 subscribed paths; a
  // keystroke touches a handful). Listeners run in the order their paths were first subscribed.
  const notify = (changed: DataPath) => {
    const hit: Node[] = [];
    let node: Node | undefined = root;
    for (const key of splitPath(changed)) {
      examined += 1;
      if (node.listeners) hit.push(node);
      node = node.children.get(key);
      if (!node) break;
    }
    if (node) below(node, hit);
    hit.sort((a, b) => a.since - b.since);
    for (const n of hit) for (const listener of [...(n.listeners ?? [])]) listener();
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
      let node = root;
      for (const key of splitPath(path)) {
        let child = node.children.get(key);
        if (!child) node.children.set(key, (child = { since: 0, children: new Map() }));
        node = child;
      }
      if (!node.listeners) {
        node.listeners = new Set();
        node.since = ++order;
      }
      const set = node.listeners;
      set.add(listener);
      return () => {
        set.delete(listener);
        // A path that lost its last listener counts as new when subscribed again (as the map it replaces did).
        if (!set.size && node.listeners === set) node.listeners = undefined;
      };
    },
    version: () => changes,
    examined: () => examined,
  };
}
