import { useCallback, useState, type ChangeEvent } from 'react';
import { Classes, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { compactIban, formatIban, isValidIban } from '../../../../core';
import { labelProps, PlainInputGroup, useVisibleErrors } from '../../shared';
import { engineTexts as T } from '../../../../core';

/**
 * IBAN input (orders.md §5): upper-cased, only letters and digits, shown in groups of four, at most 39 characters;
 * checked with ibantools when leaving the field. The data value has no spaces.
 */
export function IbanWidget(props: WidgetProps) {
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
  const [invalid, setInvalid] = useState(false);
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      setInvalid(false);
      const next = compactIban(formatIban(target.value));
      onChange(next === '' ? undefined : next);
    },
    [onChange],
  );
  const handleBlur = useCallback(() => {
    setInvalid(!isValidIban(value));
    onBlur(id, value);
  }, [value, onBlur, id]);
  const invalidText = T.invalidIban;
  const shown = invalid ? [invalidText, ...errors.filter((e) => e !== invalidText)] : errors;

  return (
    <>
      <PlainInputGroup
        id={id}
        name={htmlName || id}
        value={formatIban(String(value ?? ''))}
        placeholder={placeholder || 'DE00 0000 0000 0000 0000 00'}
        maxLength={39}
        required={required}
        readOnly={readonly}
        // A read-only field is read, not typed: no stop for Tab.
        tabIndex={readonly ? -1 : undefined}
        disabled={disabled}
        autoFocus={autofocus}
        autoComplete="off"
        spellCheck={false}
        fill
        intent={shown.length > 0 ? Intent.DANGER : Intent.NONE}
        aria-invalid={shown.length > 0 || undefined}
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__iban`}
        {...labelProps(id, label, hideLabel)}
        onChange={handleChange}
        onFocus={() => onFocus(id, value)}
        onBlur={handleBlur}
      />
      {invalid && (
        <div id={`${id}__iban`} role="alert" className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
          {invalidText}
        </div>
      )}
    </>
  );
}
