import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** A free-text search field (`"widget": "search"`): an input of type search, so assistive technology announces a search box. */
export function SearchWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} options={{ ...props.options, inputType: 'search' }} />;
}
