import { getTemplate, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';

/** Single-line text field; the Blueprint look lives in BaseInputTemplate so all input widgets share it. */
export function TextWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}
