import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { OptionsSpec } from '../../core';
import { useFieldPath, useFormRuntime } from './context';
import { useFieldState, useStoreValue } from './hooks';
import { useFieldOptions } from './useFieldOptions';

/**
 * Binds a theme widget to the form store: it reads its own value and rule state and writes back to
 * the store, so a keystroke re-renders this widget (and fields whose rules read it), never the form.
 * Outside a ScreenForm the widget works on rjsf's props as usual.
 */
export function bindWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function BoundWidget(props: WidgetProps) {
    const runtime = useFormRuntime();
    const path = useFieldPath();
    const value = useStoreValue(runtime, path);
    const state = useFieldState(runtime, path);
    const spec = props.options.optionsSpec as OptionsSpec | undefined;
    const enumOptions = useFieldOptions(runtime, path, spec, props.options.enumOptions);
    const options = enumOptions ? { ...props.options, enumOptions } : props.options;
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
