import { FormGroup, InputGroup } from '@blueprintjs/core';
import { ADDITIONAL_PROPERTY_FLAG, buttonId, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { LABEL_OFFSET } from '../../shared';
import { engineTexts as T, fillText } from '../../../../core';

/**
 * Outer wrapper of every field; for `additionalProperties` entries it adds an editable key and a remove button.
 * Layout is inline style because the theme ships no stylesheet of its own.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const {
    id,
    classNames,
    style,
    disabled,
    readonly,
    label,
    displayLabel,
    onKeyRenameBlur,
    onRemoveProperty,
    schema,
    children,
    uiSchema,
    registry,
  } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <div className={classNames} style={{ ...style, display: 'flex', gap: 10, alignItems: 'flex-start' }}>
      <FormGroup label={displayLabel ? T.key : undefined} labelFor={keyId} style={{ flex: 1 }}>
        {/* Keyed by the name so a rename from outside resets the uncontrolled input. */}
        <InputGroup
          key={label}
          id={keyId}
          name={keyId}
          defaultValue={label}
          disabled={disabled || readonly}
          aria-label={fillText(T.keyOf, { label })}
          onBlur={onKeyRenameBlur}
          fill
        />
      </FormGroup>
      <div style={{ flex: 2 }}>{children}</div>
      <div style={{ marginTop: displayLabel ? LABEL_OFFSET : 0 }}>
        <RemoveButton
          id={buttonId(id, 'remove')}
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </div>
    </div>
  );
}
