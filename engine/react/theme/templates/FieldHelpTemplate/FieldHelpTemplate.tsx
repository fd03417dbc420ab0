import { Classes } from '@blueprintjs/core';
import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** The `ui:help` hint under a field as Blueprint helper text. */
export function FieldHelpTemplate(props: FieldHelpProps) {
  const { fieldPathId, help, uiSchema, registry } = props;
  if (!help) {
    return null;
  }
  // RichHelp keeps rjsf's `enableMarkdownInHelp` option working.
  return (
    <div id={helpId(fieldPathId)} className={Classes.FORM_HELPER_TEXT}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
