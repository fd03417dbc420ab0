import { Classes } from '@blueprintjs/core';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** Muted explanatory text of a field, object or array. */
export function DescriptionFieldTemplate(props: DescriptionFieldProps) {
  const { id, description, registry, uiSchema } = props;
  if (!description) {
    return null;
  }
  // RichDescription keeps rjsf's `enableMarkdownInDescription` option working.
  return (
    <div id={id} className={Classes.TEXT_MUTED}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
