import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { labelProps, PlainInputGroup, useVisibleErrors } from '../../shared';

/** Blueprint InputGroup behind every single-line widget (text, password, email, number, date, ...). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
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
    onChangeOverride,
    options,
    schema,
    registry,
    rawErrors,
    type,
  } = props;
  const { ClearButton } = registry.templates.ButtonTemplates;
  const inputProps = getInputProps(schema, type, options);
  const errors = useVisibleErrors(rawErrors, value);
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');

  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value), [onBlur, id]);
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value),
    [onFocus, id],
  );
  const handleClear = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      onChange(options.emptyValue);
    },
    [onChange, options.emptyValue],
  );
  const clearable = options.allowClearTextInputs && !readonly && !disabled && inputValue !== '';
  // Only a field that may show the clear button needs Blueprint's class (it measures that button); every other input
  // mounts in one pass (PlainInputGroup). Chosen per field, so typing never swaps the input under the cursor.
  const [Group, side] = options.allowClearTextInputs
    ? [InputGroup, { rightElement: clearable ? <ClearButton registry={registry} onClick={handleClear} /> : undefined }]
    : [PlainInputGroup, {}];

  return (
    <>
      <Group
        id={id}
        name={htmlName || id}
        {...inputProps}
        value={inputValue}
        maxLength={schema.maxLength}
        minLength={schema.minLength}
        placeholder={placeholder}
        required={required}
        readOnly={readonly}
        // A read-only field is read, not typed: no stop for Tab.
        tabIndex={readonly ? -1 : undefined}
        disabled={disabled}
        autoFocus={autofocus}
        fill
        intent={errors.length > 0 ? Intent.DANGER : Intent.NONE}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
        {...labelProps(id, label, hideLabel)}
        // The field's tooltip rule; else a table cell (label hidden) may be narrower than its text: the tooltip shows all of it.
        title={
          typeof options.tooltip === 'string'
            ? options.tooltip
            : hideLabel && inputProps.type === 'text' && inputValue
              ? String(inputValue)
              : undefined
        }
        list={schema.examples ? examplesId(id) : undefined}
        {...side}
        onChange={onChangeOverride || handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
