import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** Masked input for passwords: BaseInputTemplate with type="password". */
export function PasswordWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="password" />;
}
