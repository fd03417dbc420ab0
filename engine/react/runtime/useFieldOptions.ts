import { useEffect, useMemo, useState } from 'react';
import { filterOptions, optionParams, toOptions } from '../../core';
import type { FieldOption, OptionsSpec } from '../../core';
import type { FormRuntime } from './context';
import { useRuleContext } from './useRuleContext';

type EnumOption = { value: unknown; label: string };
const NO_ITEMS: Record<string, unknown>[] = [];

/**
 * The options a field offers: loaded from the document's reference source through the caller's
 * `optionSources` (cached per form by source and parameters), or the schema's enum; then filtered by the
 * document's filter rule. Re-evaluates only when data the parameters or the filter read changes.
 */
export function useFieldOptions(runtime: FormRuntime | null, path: string | null, spec: OptionsSpec | undefined, fallback: EnumOption[] | undefined): FieldOption[] | undefined {
  const context = useRuleContext(runtime, spec ? [spec.filter, ...Object.values(spec.params ?? {})] : [], path);
  const params = useMemo(() => (spec?.source ? optionParams(spec, context) : undefined), [spec, context]);
  const key = spec?.source ? `${spec.source}:${JSON.stringify(params)}` : null;
  const [loaded, setLoaded] = useState<{ key: string; items: Record<string, unknown>[] } | null>(null);
  useEffect(() => {
    if (!key || !spec?.source || !runtime?.optionSources) return undefined;
    const cache = runtime.optionCache ?? new Map();
    if (!cache.has(key)) cache.set(key, runtime.optionSources(spec.source, params ?? {}).catch(() => NO_ITEMS));
    let current = true;
    void cache.get(key)!.then((items: Record<string, unknown>[]) => current && setLoaded({ key, items }));
    return () => {
      current = false;
    };
  }, [key, runtime, spec, params]);
  return useMemo(() => {
    if (!spec) return undefined;
    const options = spec.source
      ? toOptions(loaded?.key === key ? loaded.items : NO_ITEMS, spec)
      : (fallback ?? []).map((o) => ({ value: o.value as string | number, label: o.label }));
    return filterOptions(options, spec.filter, context);
  }, [spec, loaded, key, fallback, context]);
}
