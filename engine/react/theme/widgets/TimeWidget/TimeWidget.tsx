import { useCallback, useState, type ChangeEvent } from 'react';
import { Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { parseTime, sanitizeTime } from '../../../../core';
import { labelProps, PlainInputGroup, useVisibleErrors } from '../../shared';

/** Time as hh:mm in 24 h: digits only, the colon comes by itself; '7' becomes '07:00' on leaving the field. */
export function TimeWidget(props: WidgetProps) {
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
    rawErrors,
  } = props;
  const errors = useVisibleErrors(rawErrors, value);
  const [text, setText] = useState<string | null>(null);
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      const next = sanitizeTime(target.value);
      setText(next);
      // An incomplete time is kept as typed, so validation can flag it.
      onChange(next === '' ? undefined : next.length === 5 ? (parseTime(next) ?? next) : next);
    },
    [onChange],
  );
  const handleBlur = useCallback(() => {
    const completed = text === null ? value : (parseTime(text) ?? (text || undefined));
    setText(null);
    if (completed !== value) onChange(completed);
    onBlur(id, completed);
  }, [text, value, onChange, onBlur, id]);

  return (
    <PlainInputGroup
      id={id}
      name={htmlName || id}
      inputMode="numeric"
      value={text ?? String(value ?? '')}
      placeholder={placeholder || 'hh:mm'}
      maxLength={5}
      required={required}
      readOnly={readonly}
      // A read-only field is read, not typed: no stop for Tab.
      tabIndex={readonly ? -1 : undefined}
      disabled={disabled}
      autoFocus={autofocus}
      fill
      intent={errors.length > 0 ? Intent.DANGER : Intent.NONE}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...labelProps(id, label, hideLabel)}
      onChange={handleChange}
      onFocus={() => onFocus(id, value)}
      onBlur={handleBlur}
    />
  );
}
