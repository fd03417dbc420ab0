import { useEffect, useMemo, useState } from 'react';
import { filterOptions, optionParams, toOptions, withStoredOption } from '../../core';
import type { FieldOption, OptionsSpec } from '../../core';
import type { FormRuntime } from './context';
import { useRuleContext } from './useRuleContext';

type EnumOption = { value: unknown; label: string };
const NO_ITEMS: Record<string, unknown>[] = [];
const NO_RULES: never[] = [];

/**
 * The options a field offers: loaded from the document's reference source through the caller's
 * `optionSources` (cached per form by source, parameters and, for a searching source, the typed `search`), or the schema's
 * enum; then filtered by the document's filter rule. Re-evaluates only when data the parameters or the filter read changes.
 * While a new search loads (or `typing` says the text is still changing), the previous answer stays, so the list does not
 * flicker as the user types — but its options are disabled: a choice is only ever made from the answer to the typed text.
 * Once the source has answered, a stored `value` missing from the options is added under the document's `storedLabel`
 * (withStoredOption).
 */
export function useFieldOptions(
  runtime: FormRuntime | null,
  path: string | null,
  spec: OptionsSpec | undefined,
  fallback: EnumOption[] | undefined,
  search?: string,
  typing = false,
  value?: unknown,
): FieldOption[] | undefined {
  // A field without an options spec reads no rules: no row lookup, no context built per cell (765 cells mount at once).
  const context = useRuleContext(
    runtime,
    spec ? [spec.filter, spec.storedLabel, ...Object.values(spec.params ?? {})] : NO_RULES,
    spec ? path : null,
  );
  const params = useMemo(() => (spec?.source ? optionParams(spec, context) : undefined), [spec, context]);
  const key = spec?.source
    ? `${spec.source}:${JSON.stringify(params)}${search === undefined ? '' : `:${search}`}`
    : null;
  const [loaded, setLoaded] = useState<{ key: string; items: Record<string, unknown>[] } | null>(null);
  useEffect(() => {
    if (!key || !spec?.source || !runtime?.optionSources) return undefined;
    const cache = runtime.optionCache ?? new Map();
    const load = runtime.optionSources;
    // Only a searching field passes the text, so other sources keep their two-argument calls.
    if (!cache.has(key))
      cache.set(
        key,
        (search === undefined ? load(spec.source, params ?? {}) : load(spec.source, params ?? {}, search)).catch(
          () => NO_ITEMS,
        ),
      );
    let current = true;
    void cache.get(key)!.then((items: Record<string, unknown>[]) => current && setLoaded({ key, items }));
    return () => {
      current = false;
    };
  }, [key, runtime, spec, params, search]);
  return useMemo(() => {
    if (!spec) return undefined;
    const answered = !spec.source || loaded?.key === key;
    const options = spec.source
      ? toOptions(loaded && (loaded.key === key || search !== undefined) ? loaded.items : NO_ITEMS, spec)
      : (fallback ?? []).map((o) => ({ value: o.value as string | number, label: o.label }));
    const offered = filterOptions(options, spec.filter, context);
    // Only once the list is known: before, every value would look missing and flash its stored name.
    const filtered = answered ? withStoredOption(offered, value, spec.storedLabel, context) : offered;
    const stale = search !== undefined && (typing || loaded?.key !== key);
    return stale ? filtered.map((o) => ({ ...o, disabled: true })) : filtered;
  }, [spec, loaded, key, search, typing, fallback, context, value]);
}
