import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { labelId, RequiredMarker, useLabelPlacement, useVisibleErrors, ValidationRoundProvider } from '../../shared';

const POSITIONED = { position: 'relative' } as const;

/**
 * Blueprint FormGroup around every field: label (bare text in its own span so widgets can be named by it, asterisk
 * hidden from assistive tech), description, the widget, its errors in danger intent right below it, then the help.
 * `labelAddon` (the 'Warum?' button) is positioned by itself in the group's corner, outside the label element.
 */
export function FieldTemplate(props: FieldTemplateProps & { labelAddon?: ReactNode; errorsInSummary?: boolean }) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    rawDescription,
    hidden,
    required,
    disabled,
    displayLabel,
    rawErrors,
    formData,
    fieldPathId,
    schema,
    uiSchema,
    registry,
    labelAddon,
    errorsInSummary,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, uiOptions);
  const visibleErrors = useVisibleErrors(rawErrors, formData);
  const { inline, labelStyle } = useLabelPlacement();
  if (hidden) {
    return null;
  }
  // The switch carries its own label beside it, like a Blueprint Switch should.
  const showLabel = displayLabel && !!label && uiOptions.widget !== 'checkbox' && uiOptions.widget !== 'toggle';
  // `errors` is left out by rjsf where the field must not show any (hideError, anyOf/oneOf parents).
  const showErrors = !!errors && visibleErrors.length > 0;

  const field = (
    <WrapIfAdditionalTemplate {...props}>
      <FormGroup
        label={
          showLabel ? (
            <span id={labelId(id)} style={labelStyle}>
              {label}
            </span>
          ) : undefined
        }
        labelFor={id}
        inline={inline}
        labelInfo={showLabel && required ? <RequiredMarker /> : undefined}
        subLabel={displayLabel && rawDescription ? description : undefined}
        intent={showErrors ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        style={labelAddon ? POSITIONED : undefined}
      >
        {labelAddon}
        {children}
        {/* A screen that lists its messages once above the form (errorDisplay 'summary') marks the field but repeats no text. */}
        {showErrors && !errorsInSummary && (
          <FieldErrorTemplate
            errors={visibleErrors}
            fieldPathId={fieldPathId}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        )}
        {help}
      </FormGroup>
    </WrapIfAdditionalTemplate>
  );
  // The root field holds the whole form, so it is where the form's submits are counted.
  return fieldPathId.path.length === 0 ? <ValidationRoundProvider>{field}</ValidationRoundProvider> : field;
}
