import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** Single-line text field; the Blueprint look lives in BaseInputTemplate so all input widgets share it. */
export function TextWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}
