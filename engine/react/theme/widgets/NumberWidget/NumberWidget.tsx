import { useCallback, useState, type ChangeEvent, type FocusEvent } from 'react';
import { Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { decimalsOf, formatDecimal, parseDecimal, sanitizeDecimal, type JsonSchema } from '../../../../core';
import { labelProps, PlainInputGroup, useVisibleErrors } from '../../shared';

/**
 * German number input (orders.md §9): parses while typing ('1.234,5' → 1234.5), shows '1.234,50' after leaving the
 * field. Decimals, sign and limits come from the data schema (type integer, multipleOf, minimum); no negatives unless
 * the schema's minimum allows them.
 */
export function NumberWidget(props: WidgetProps) {
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
    schema,
    rawErrors,
  } = props;
  const decimals = decimalsOf(schema as JsonSchema);
  const allowNegative = typeof schema.minimum === 'number' && schema.minimum < 0;
  const errors = useVisibleErrors(rawErrors, value);
  // While focused the user's own text stays as typed; otherwise the value is shown formatted.
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? formatDecimal(value, decimals);

  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      const next = sanitizeDecimal(target.value, decimals, allowNegative);
      setText(next);
      onChange(parseDecimal(next));
    },
    [decimals, allowNegative, onChange],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => {
      setText(target.value);
      onFocus(id, value);
    },
    [onFocus, id, value],
  );
  const handleBlur = useCallback(() => {
    setText(null);
    onBlur(id, value);
  }, [onBlur, id, value]);

  return (
    <PlainInputGroup
      id={id}
      name={htmlName || id}
      inputMode={decimals ? 'decimal' : 'numeric'}
      value={shown}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      // A read-only field is read, not typed: no stop for Tab.
      tabIndex={readonly ? -1 : undefined}
      disabled={disabled}
      autoFocus={autofocus}
      fill
      style={{ textAlign: 'right' }}
      intent={errors.length > 0 ? Intent.DANGER : Intent.NONE}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...labelProps(id, label, hideLabel)}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
