import type { FieldMessage } from '../validation';
import type { FormStore } from './createFormStore';

type Listener = () => void;
const NONE: FieldMessage[] = [];

/** Validation messages per field path, each cleared as soon as that field's value changes. */
export interface MessageStore {
  /** Messages of one field ('' holds those without a field). */
  get(path: string): FieldMessage[];
  /** All current messages, in the order validation reported them. */
  all(): FieldMessage[];
  /** Replaces every message (a validation round). */
  set(messages: FieldMessage[]): void;
  /** Replaces the messages of one field and keeps the others (a field checked as the user leaves it). */
  setField(path: string, messages: FieldMessage[]): void;
  subscribe(path: string, listener: Listener): () => void;
  /** Drops the messages of rows `from` on of a table (array property): rows were removed, so those rows hold other data now. */
  dropRows(table: string, from: number): void;
  /** Stops clearing on change. */
  dispose(): void;
}

/** Creates the message store of a form and clears a field's messages when the store changes it. */
export function createMessageStore(store: FormStore): MessageStore {
  let messages: FieldMessage[] = [];
  let byPath = new Map<string, FieldMessage[]>();
  // The value each flagged field had when validated: a different value clears its messages.
  let validated = new Map<string, unknown>();
  const listeners = new Map<string, Set<Listener>>();
  const notify = (paths: Iterable<string>) => {
    for (const p of new Set(paths)) listeners.get(p)?.forEach((l) => l());
    listeners.get('*')?.forEach((l) => l());
  };
  const replace = (next: FieldMessage[]) => {
    const touched = new Set([...byPath.keys(), ...next.map((m) => m.field)]);
    messages = next;
    byPath = new Map();
    for (const m of next) byPath.set(m.field, [...(byPath.get(m.field) ?? []), m]);
    notify(touched);
  };
  const unsubscribe = store.subscribe('', () => {
    const stale = messages.filter((m) => m.field !== '' && !Object.is(store.get(m.field), validated.get(m.field)));
    if (stale.length) replace(messages.filter((m) => !stale.includes(m)));
  });
  return {
    get: (path) => byPath.get(path) ?? NONE,
    all: () => messages,
    set(next) {
      validated = new Map(next.map((m) => [m.field, store.get(m.field)]));
      replace(next);
    },
    setField(path, found) {
      validated.set(path, store.get(path));
      replace([...messages.filter((m) => m.field !== path), ...found.filter((m) => m.field === path)]);
    },
    dropRows(table, from) {
      const row = (field: string) =>
        field.startsWith(`${table}.`) ? Number(field.slice(table.length + 1).split('.')[0]) : NaN;
      const kept = messages.filter((m) => !(row(m.field) >= from));
      if (kept.length !== messages.length) replace(kept);
    },
    subscribe(path, listener) {
      const set = listeners.get(path) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(path, set);
      return () => set.delete(listener);
    },
    dispose: unsubscribe,
  };
}
