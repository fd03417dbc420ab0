import { Section, SectionCard } from '@blueprintjs/core';
import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';

/** An object's properties in order; with `ui:options.panel: true` inside a Blueprint Section headed by the title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    className,
    description,
    disabled,
    readonly,
    required,
    formData,
    fieldPathId,
    onAddProperty,
    optionalDataControl,
    properties,
    registry,
    schema,
    title,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  // A bare oneOf/anyOf object has nothing of its own to show; the selected option renders its fields.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) {
    return null;
  }
  const { AddButton } = registry.templates.ButtonTemplates;
  const editable = !readonly && !disabled;
  const body = (
    <>
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!editable && optionalDataControl}
      {properties.map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddProperty}
          disabled={!editable}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  );

  if (uiOptions.panel === true) {
    // Section names itself after its title (aria-labelledby), so role="group" makes the panel a named form group.
    return (
      <div id={fieldPathId.$id} className={className}>
        <Section
          title={title || undefined}
          role="group"
          compact
          rightElement={editable && optionalDataControl ? <>{optionalDataControl}</> : undefined}
        >
          <SectionCard>{body}</SectionCard>
        </Section>
      </div>
    );
  }
  return (
    <div
      id={fieldPathId.$id}
      className={className}
      role="group"
      aria-labelledby={title ? titleId(fieldPathId) : undefined}
    >
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={editable ? optionalDataControl : undefined}
        />
      )}
      {body}
    </div>
  );
}
