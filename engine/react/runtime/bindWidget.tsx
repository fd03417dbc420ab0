import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { applyChoice, choiceScope, storedOption, type FieldOption, type OptionsSpec } from '../../core';
import { useEngineProfile } from '../profile';
import { checkField } from './checkField';
import { useFieldPath, useFormRuntime, type FormRuntime } from './context';
import { useFieldState, useMessages, useStoreValue } from './hooks';
import { useFieldOptions } from './useFieldOptions';

/**
 * The typed text of a field whose source searches on the server, settled after the profile's search pause (undefined for
 * other fields), and whether the typed text is still ahead of the settled one.
 */
function useSearchText(searching: boolean): [string | undefined, boolean, (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  const delay = useEngineProfile().search.delayMs;
  useEffect(() => {
    if (!searching) return undefined;
    const timer = setTimeout(() => setSettled(typed.trim()), delay);
    return () => clearTimeout(timer);
  }, [typed, searching, delay]);
  return [searching ? settled : undefined, searching && typed.trim() !== settled, setTyped];
}

/** Writes a choice: with the spec's `fill`, the field and the data it completes change at once (one row write in a table). */
function choose(
  runtime: FormRuntime,
  path: string,
  spec: OptionsSpec | undefined,
  options: FieldOption[] | undefined,
  next: unknown,
) {
  if (!spec?.fill) return runtime.store.set(path, next);
  const scope = choiceScope(path);
  const option =
    next === undefined || next === null || next === '' ? undefined : options?.find((o) => o.value === next);
  // A value no listed option holds cannot come from a choice: it is stored as it is and completes nothing.
  if (!option && next !== undefined && next !== null && next !== '') return runtime.store.set(path, next);
  runtime.store.set(
    scope,
    applyChoice(spec, runtime.store.get(scope), scope ? path.slice(scope.length + 1) : path, option),
  );
}

type Binding = ReturnType<typeof useBinding>;

/** What every bound widget reads from the form store for its own path: value, rule state and messages. */
function useBinding() {
  const runtime = useFormRuntime();
  const path = useFieldPath();
  const value = useStoreValue(runtime, path);
  const state = useFieldState(runtime, path);
  // The field's messages mark the input itself too (aria-invalid, danger intent), not only the text under it.
  const messages = useMessages(runtime, path);
  const rawErrors = useMemo(() => (messages.length ? messages.map((m) => m.message) : undefined), [messages]);
  return { runtime, path, value, state, rawErrors };
}

/** The widget's props bound to the store (inside a ScreenForm only): its value, writes, messages, rule state and checkField. */
function boundProps(
  props: WidgetProps,
  binding: Binding,
  options: WidgetProps['options'],
  onChange: (next: unknown) => void,
): WidgetProps {
  const { runtime, path, value, state, rawErrors } = binding;
  return {
    ...props,
    // A maxLength rule narrows the input (the chosen country's postcode length); a tooltip rule words its title.
    schema: state?.maxLength ? { ...props.schema, maxLength: state.maxLength } : props.schema,
    options: {
      ...options,
      checkField: () => checkField(runtime!, path!),
      ...(state?.tooltip ? { tooltip: state.tooltip } : {}),
    },
    value,
    onChange,
    rawErrors: rawErrors ?? props.rawErrors,
    readonly: props.readonly || Boolean(state?.readOnly),
    required: props.required || Boolean(state?.required),
  };
}

/**
 * Binds a theme widget to the form store: it reads its own value and rule state and writes back to
 * the store, so a keystroke re-renders this widget (and fields whose rules read it), never the form.
 * Outside a ScreenForm the widget works on rjsf's props as usual. A field whose option source searches on the server gets
 * `onSearch` in its options and reports the typed text there. Every bound widget gets `checkField` in its options: called
 * as the user leaves a value the widget cannot take (a date that is none), it shows the field's message from the document.
 */
export function bindWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  /** A field with an options spec: its list, the typed search text and the stored choice on top of the plain binding. */
  function BoundChoice(props: WidgetProps) {
    const binding = useBinding();
    const { runtime, path, value } = binding;
    const spec = props.options.optionsSpec as OptionsSpec | undefined;
    const searching = Boolean(spec?.source && runtime?.optionSources?.searches?.(spec.source));
    const [search, typing, onSearch] = useSearchText(searching);
    const enumOptions = useFieldOptions(
      runtime,
      path,
      spec,
      props.options.enumOptions,
      search,
      typing,
      runtime && path !== null ? value : props.value,
    );
    // A field that completes other data reads them back to name its stored choice (see storedOption).
    const scopeData = useStoreValue(runtime, spec?.fill && path !== null ? choiceScope(path) : null);
    const stored = spec?.fill ? storedOption(spec, scopeData, value) : undefined;
    const options = enumOptions
      ? { ...props.options, enumOptions, ...(searching ? { onSearch } : {}), ...(stored && { storedOption: stored }) }
      : props.options;
    if (!runtime || path === null) return <Widget {...props} options={options} />;
    return (
      <Widget {...boundProps(props, binding, options, (next) => choose(runtime, path, spec, enumOptions, next))} />
    );
  }
  BoundChoice.displayName = `BoundChoice(${Widget.displayName ?? Widget.name})`;
  /**
   * Every other field (most cells of a table): value, rule state and messages only — no option hooks and effects, which
   * a 50-position capture screen would otherwise set up for 650 cells without a list.
   */
  function BoundWidget(props: WidgetProps) {
    const binding = useBinding();
    const { runtime, path } = binding;
    if (props.options.optionsSpec) return <BoundChoice {...props} />;
    if (!runtime || path === null) return <Widget {...props} />;
    return <Widget {...boundProps(props, binding, props.options, (next) => runtime.store.set(path, next))} />;
  }
  BoundWidget.displayName = `Bound(${Widget.displayName ?? Widget.name})`;
  return BoundWidget;
}
