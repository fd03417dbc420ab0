import { useCallback, useSyncExternalStore } from 'react';
import { useFormRuntime, type ExplainSource } from '../runtime';

const noop = () => () => undefined;

/** The form's explain source while its 'Warum?' mode is on, else null; re-renders when the mode is switched. */
export function useExplainMode(): ExplainSource | null {
  const explain = useFormRuntime()?.explain;
  const subscribe = useCallback((cb: () => void) => (explain ? explain.mode.subscribe(cb) : noop()), [explain]);
  const on = useSyncExternalStore(subscribe, () => Boolean(explain?.mode.get()));
  return on && explain ? explain : null;
}
