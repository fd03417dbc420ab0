import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Classes, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { limitLineBreaks } from '../../../../core';
import { useEngineProfile } from '../../../profile';
import { labelProps, useVisibleErrors } from '../../shared';

/**
 * Multi-line text as a Blueprint TextArea; `ui:options.rows` sets the initial height, `ui:options.maxLineBreaks`
 * (the screen document's `maxLineBreaks`) caps the line breaks, the data schema's maxLength the characters; without
 * them the profile's text-area limits apply (orders.md §5: 3 line breaks, 200 characters). A native textarea in Blueprint's
 * classes: Blueprint's TextArea reads scrollHeight on every mount and change, a forced layout of the whole form each time
 * (~40 ms per text area while the order capture mounts), and renders twice on mount.
 */
export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    placeholder,
    required,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    rawErrors,
  } = props;
  const errors = useVisibleErrors(rawErrors, value);
  const { textarea } = useEngineProfile();
  const maxLineBreaks = (options.maxLineBreaks as number | undefined) ?? textarea.maxLineBreaks;
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLTextAreaElement>) => {
      const text = limitLineBreaks(target.value, maxLineBreaks);
      onChange(text === '' ? options.emptyValue : text);
    },
    [onChange, options.emptyValue, maxLineBreaks],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLTextAreaElement>) => onBlur(id, target.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value),
    [onFocus, id],
  );

  return (
    <textarea
      className={[
        Classes.INPUT,
        Classes.TEXT_AREA,
        Classes.FILL,
        Classes.intentClass(errors.length > 0 ? Intent.DANGER : Intent.NONE),
      ]
        .filter(Boolean)
        .join(' ')}
      id={id}
      name={htmlName || id}
      value={value ?? ''}
      rows={options.rows}
      maxLength={schema.maxLength ?? textarea.maxLength}
      minLength={schema.minLength}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      // A read-only field is read, not typed: no stop for Tab.
      tabIndex={readonly ? -1 : undefined}
      disabled={disabled}
      autoFocus={autofocus}
      autoComplete={options.autocomplete as string | undefined}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...labelProps(id, label, hideLabel)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}
