import { Classes } from '@blueprintjs/core';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's error messages as Blueprint helper text; red because FieldTemplate puts the group in danger intent. */
export function FieldErrorTemplate(props: FieldErrorProps) {
  const { errors = [], fieldPathId } = props;
  const messages = errors.filter((error) => !!error);
  if (messages.length === 0) {
    return null;
  }
  // The id is what the widget's aria-describedby points at, so screen readers read the message with the field.
  return (
    <div id={errorId(fieldPathId)} className={Classes.FORM_HELPER_TEXT}>
      {messages.map((message, index) => (
        <div key={index}>{message}</div>
      ))}
    </div>
  );
}
