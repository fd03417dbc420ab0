import { Button, Intent } from '@blueprintjs/core';
import { getSubmitButtonOptions, getUiOptions, type SubmitButtonProps } from '@rjsf/utils';
import { engineTexts as T } from '../../../../core';

/** Primary Blueprint submit button; text from `ui:submitButtonOptions.submitText`, else 'Speichern'. */
export function SubmitButton(props: SubmitButtonProps) {
  const { uiSchema } = props;
  const { norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) {
    return null;
  }
  // rjsf's own default text is the English 'Submit', so the German default is taken from the raw options.
  const submitText = getUiOptions(uiSchema).submitButtonOptions?.submitText ?? T.save;
  return (
    <div>
      <Button {...buttonProps} type="submit" intent={Intent.PRIMARY} text={submitText} />
    </div>
  );
}
