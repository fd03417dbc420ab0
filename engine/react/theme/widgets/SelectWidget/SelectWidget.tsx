import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Classes } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import { labelProps, PlainHTMLSelect, useVisibleErrors } from '../../shared';

function selectedValues(select: HTMLSelectElement, multiple: boolean): string | string[] {
  return multiple ? Array.from(select.selectedOptions, (option) => option.value) : select.value;
}

/** Drop-down as a Blueprint HTMLSelect; an empty first option (text from `ui:placeholder`) allows "nothing chosen". */
export function SelectWidget(props: WidgetProps) {
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
    multiple = false,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    uiSchema,
    registry,
    rawErrors,
  } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const errors = useVisibleErrors(rawErrors, value);
  const decode = useCallback(
    (select: HTMLSelectElement) =>
      enumOptionValueDecoder(selectedValues(select, multiple), enumOptions, format, emptyValue),
    [multiple, enumOptions, format, emptyValue],
  );
  const handleChange = useCallback(
    (e: ChangeEvent<HTMLSelectElement>) => onChange(decode(e.target)),
    [onChange, decode],
  );
  const handleBlur = useCallback(
    (e: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(e.target)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    (e: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(e.target)),
    [onFocus, id, decode],
  );

  const selectProps = {
    id,
    name: htmlName || id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': ariaDescribedByIds(id),
    ...labelProps(id, label, hideLabel),
    onChange: handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
  };
  const optionElements = (enumOptions ?? []).map(({ value: optionValue, label: optionLabel }, index) => (
    <option
      key={String(optionValue)}
      value={enumOptionValueEncoder(optionValue, index, format)}
      disabled={enumDisabled?.includes(optionValue)}
    >
      {optionLabel}
    </option>
  ));
  const selected = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  // A table cell (label hidden) may be narrower than the chosen label: the tooltip shows all of it.
  const cellTitle = hideLabel
    ? enumOptions?.find((o, i) => enumOptionValueEncoder(o.value, i, format) === selected)?.label
    : undefined;

  return (
    <>
      <SelectedOptionDescription
        id={id}
        multiple={multiple}
        options={options}
        registry={registry}
        uiSchema={uiSchema}
        value={value}
      />
      {multiple ? (
        // HTMLSelect cannot do multiple; a plain list box in Blueprint's input look stands in.
        <select
          {...selectProps}
          multiple
          value={selected as string[]}
          className={Classes.INPUT}
          style={{ height: 'auto' }}
        >
          {optionElements}
        </select>
      ) : (
        // Blueprint's HTMLSelect look with the caret from CSS: no icon component and element per select.
        <PlainHTMLSelect
          {...selectProps}
          value={selected as string}
          title={cellTitle}
          fill
          // Locked by the document (read-only), not switched off: it reads like every read-only field (readOnly.css).
          className={readonly && !disabled ? Classes.READ_ONLY : undefined}
        >
          {/* With a default the empty choice is hidden, unless the value is not among the options (e.g. after the
              list changed): the browser would otherwise show the first option as if it were chosen. */}
          {(schema.default === undefined || selected === '') && <option value="">{placeholder}</option>}
          {optionElements}
        </PlainHTMLSelect>
      )}
    </>
  );
}
