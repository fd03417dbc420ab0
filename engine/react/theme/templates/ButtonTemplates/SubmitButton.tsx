import { Button, Intent } from '@blueprintjs/core';
import {
  getSubmitButtonOptions,
  getUiOptions,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type SubmitButtonProps,
} from '@rjsf/utils';

/** Primary Blueprint submit button; text from `ui:submitButtonOptions.submitText`, else 'Speichern'. */
export function SubmitButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: SubmitButtonProps<T, S, F>,
) {
  const { uiSchema } = props;
  const { norender, props: buttonProps = {} } = getSubmitButtonOptions<T, S, F>(uiSchema);
  if (norender) {
    return null;
  }
  // rjsf's own default text is the English 'Submit', so the German default is taken from the raw options.
  const submitText = getUiOptions<T, S, F>(uiSchema).submitButtonOptions?.submitText ?? 'Speichern';
  return (
    <div>
      <Button {...buttonProps} type="submit" intent={Intent.PRIMARY} text={submitText} />
    </div>
  );
}
