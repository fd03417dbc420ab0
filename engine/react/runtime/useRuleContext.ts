import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { createContext as ruleContext, ruleVars } from '../../core';
import type { Logic, RuleContext } from '../../core';
import type { FormRuntime } from './context';

const noop = () => () => undefined;

/** The row of a table cell path ('positionen.3.inhalt' → 'positionen.3', 3; also nested: 'positionen.3.verpackung.id'), or null. */
function rowOf(path: string | null): { rowPath: string; index: number } | null {
  const match = path ? /^(.*\.(\d+))(?:\.[^.]+)+$/.exec(path) : null;
  return match ? { rowPath: match[1], index: Number(match[2]) } : null;
}

/**
 * A rule context for the given rules that re-renders only when data they read changes. Inside a table row
 * the context also holds `row` and `index`; a `row.x` var watches that value of the row, `row` the whole row.
 */
export function useRuleContext(
  runtime: FormRuntime | null,
  rules: (Logic | undefined)[],
  path: string | null = null,
): RuleContext & { row?: unknown; index?: number } {
  const row = rowOf(path);
  const rulesKey = JSON.stringify(rules);
  const paths = useMemo(() => {
    const vars = (JSON.parse(rulesKey) as (Logic | undefined)[]).flatMap((r) => ruleVars(r));
    if (vars.includes('*') || vars.includes('data')) return [''];
    // 'row.verpackung.value' watches that cell of the row only, so a keystroke in the row's text leaves this field alone.
    const inRow = (v: string) =>
      !row ? [] : v === 'row' ? [row.rowPath] : v.startsWith('row.') ? [`${row.rowPath}.${v.slice(4)}`] : [];
    return [...new Set(vars.flatMap((v) => (v.startsWith('data.') ? [v.slice(5)] : inRow(v))))];
  }, [rulesKey, row?.rowPath]);
  // A version counted by this hook's own listener: it changes exactly when data the rules read changes.
  const version = useRef(0);
  const subscribe = useCallback(
    (cb: () => void) => {
      if (!runtime || !paths.length) return noop();
      const bump = () => {
        version.current += 1;
        cb();
      };
      const stops = paths.map((p) => runtime.store.subscribe(p, bump));
      return () => stops.forEach((s) => s());
    },
    [runtime, paths],
  );
  const snapshot = useSyncExternalStore(subscribe, () => version.current);
  return useMemo(() => {
    const data = (runtime?.store.getData() ?? {}) as Record<string, unknown>;
    const context = ruleContext({ ...runtime?.base, data });
    return row && runtime ? { ...context, row: runtime.store.get(row.rowPath) ?? {}, index: row.index } : context;
  }, [runtime, snapshot, row?.rowPath]);
}
