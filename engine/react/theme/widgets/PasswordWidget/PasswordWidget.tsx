import { getTemplate, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';

/** Masked input for passwords: BaseInputTemplate with type="password". */
export function PasswordWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="password" />;
}
