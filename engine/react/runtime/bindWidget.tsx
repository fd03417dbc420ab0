import { useEffect, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { OptionsSpec } from '../../core';
import { useFieldPath, useFormRuntime } from './context';
import { useFieldState, useStoreValue } from './hooks';
import { useFieldOptions } from './useFieldOptions';

/** How long typing must pause before a searching source is asked again. */
const SEARCH_DELAY_MS = 250;

/** The typed text of a field whose source searches on the server, settled after a pause; undefined for other fields. */
function useSearchText(searching: boolean): [string | undefined, (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!searching) return undefined;
    const timer = setTimeout(() => setSettled(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searching]);
  return [searching ? settled : undefined, setTyped];
}

/**
 * Binds a theme widget to the form store: it reads its own value and rule state and writes back to
 * the store, so a keystroke re-renders this widget (and fields whose rules read it), never the form.
 * Outside a ScreenForm the widget works on rjsf's props as usual. A field whose option source searches on the server gets
 * `onSearch` in its options and reports the typed text there.
 */
export function bindWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function BoundWidget(props: WidgetProps) {
    const runtime = useFormRuntime();
    const path = useFieldPath();
    const value = useStoreValue(runtime, path);
    const state = useFieldState(runtime, path);
    const spec = props.options.optionsSpec as OptionsSpec | undefined;
    const searching = Boolean(spec?.source && runtime?.optionSources?.searches?.(spec.source));
    const [search, onSearch] = useSearchText(searching);
    const enumOptions = useFieldOptions(runtime, path, spec, props.options.enumOptions, search, runtime && path !== null ? value : props.value);
    const options = enumOptions ? { ...props.options, enumOptions, ...(searching ? { onSearch } : {}) } : props.options;
    if (!runtime || path === null) return <Widget {...props} options={options} />;
    const onChange = (next: unknown) => runtime.store.set(path, next);
    return (
      <Widget {...props} options={options} value={value} onChange={onChange}
        readonly={props.readonly || Boolean(state?.readOnly)} required={props.required || Boolean(state?.required)} />
    );
  }
  BoundWidget.displayName = `Bound(${Widget.displayName ?? Widget.name})`;
  return BoundWidget;
}
