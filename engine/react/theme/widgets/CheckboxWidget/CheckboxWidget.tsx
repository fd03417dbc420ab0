import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Switch } from '@blueprintjs/core';
import { ariaDescribedByIds, descriptionId, getTemplate, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { labelId, labelProps, RequiredMarker, useVisibleErrors } from '../../shared';
import { engineTexts as T } from '../../../../core';

/** Yes/no as a Blueprint Switch showing `ui:options.yesLabel` / `noLabel` (default 'Ja' / 'Nein'). */
export function CheckboxWidget(props: WidgetProps) {
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
    schema,
    uiSchema,
    registry,
    rawErrors,
  } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const errors = useVisibleErrors(rawErrors, value);
  // An unchecked box fails HTML5 `required`, so only a schema that demands `true` makes the switch required.
  const mustBeTrue = schemaRequiresTrueValue(schema) && !!required;
  const description = options.description ?? schema.description;
  const yesLabel = typeof options.yesLabel === 'string' ? options.yesLabel : T.yes;
  const noLabel = typeof options.noLabel === 'string' ? options.noLabel : T.no;

  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.checked), [onChange]);
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.checked),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.checked),
    [onFocus, id],
  );

  return (
    <>
      {!hideLabel && description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <Switch
        id={id}
        name={htmlName || id}
        role="switch"
        checked={value === true}
        required={mustBeTrue}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        innerLabelChecked={yesLabel}
        innerLabel={noLabel}
        labelElement={
          hideLabel ? undefined : (
            <>
              <span id={labelId(id)}>{label}</span> {mustBeTrue && <RequiredMarker />}
            </>
          )
        }
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        {...labelProps(id, label, hideLabel)}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
    </>
  );
}
