import { useCallback, useSyncExternalStore } from 'react';
import type { FieldMessage, FieldState } from '../../core';
import type { FormRuntime } from './context';
import type { ValueState } from './valueState';

const noop = () => () => undefined;
const NO_MESSAGES: FieldMessage[] = [];

/** The store value at a path; re-renders only when that branch changes. */
export function useStoreValue(runtime: FormRuntime | null, path: string | null): unknown {
  const subscribe = useCallback(
    (cb: () => void) => (runtime && path !== null ? runtime.store.subscribe(path, cb) : noop()),
    [runtime, path],
  );
  return useSyncExternalStore(subscribe, () => (runtime && path !== null ? runtime.store.get(path) : undefined));
}

/** The live visible/readOnly/required state of a field; re-renders only when it changes. */
export function useFieldState(runtime: FormRuntime | null, field: string | null): FieldState | null {
  const subscribe = useCallback(
    (cb: () => void) => (runtime && field ? runtime.watcher.subscribe(field, cb) : noop()),
    [runtime, field],
  );
  return useSyncExternalStore(subscribe, () => (runtime && field ? runtime.watcher.get(field) : null));
}

/** The messages of a field path ('*' for all); re-renders only when they change. */
export function useMessages(runtime: FormRuntime | null, path: string | null): FieldMessage[] {
  const subscribe = useCallback(
    (cb: () => void) => (runtime && path !== null ? runtime.messages.subscribe(path, cb) : noop()),
    [runtime, path],
  );
  return useSyncExternalStore(subscribe, () => {
    if (!runtime || path === null) return NO_MESSAGES;
    return path === '*' ? runtime.messages.all() : runtime.messages.get(path);
  });
}

/** The current value of a {@link ValueState} (selected tabs, error summary); re-renders when it is set. */
export function useValueState<T>(state: ValueState<T> | undefined, fallback: T): T {
  const subscribe = useCallback((cb: () => void) => (state ? state.subscribe(cb) : noop()), [state]);
  return useSyncExternalStore(subscribe, () => (state ? state.get() : fallback));
}
