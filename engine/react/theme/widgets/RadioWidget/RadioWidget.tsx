import { useCallback, type FocusEvent, type FormEvent } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { labelProps, useVisibleErrors } from '../../shared';

/** One-of-few choice as a Blueprint RadioGroup, named by the field label; `ui:options.inline` lays it out in a row. */
export function RadioWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    required,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    options,
    rawErrors,
  } = props;
  const { enumOptions, enumDisabled, emptyValue, inline } = options;
  const format = getOptionValueFormat(options);
  const errors = useVisibleErrors(rawErrors, value);
  const decode = useCallback(
    (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue),
    [enumOptions, format, emptyValue],
  );
  const handleChange = useCallback(
    (e: FormEvent<HTMLInputElement>) => onChange(decode(e.currentTarget.value)),
    [onChange, decode],
  );
  const handleBlur = useCallback(
    (e: FocusEvent<HTMLInputElement>) => onBlur(id, decode(e.target.value)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    (e: FocusEvent<HTMLInputElement>) => onFocus(id, decode(e.target.value)),
    [onFocus, id, decode],
  );
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '') as string;

  return (
    <RadioGroup
      id={id}
      name={htmlName || id}
      selectedValue={selected}
      inline={!!inline}
      disabled={disabled || readonly}
      onChange={handleChange}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...labelProps(id, label, hideLabel)}
    >
      {(enumOptions ?? []).map((option, index) => (
        <Radio
          key={String(option.value)}
          id={optionId(id, index)}
          label={option.label}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={enumDisabled?.includes(option.value)}
          required={required}
          autoFocus={autofocus && index === 0}
          onBlur={handleBlur}
          onFocus={handleFocus}
        />
      ))}
    </RadioGroup>
  );
}
