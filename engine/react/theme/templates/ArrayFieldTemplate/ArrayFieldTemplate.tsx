import { buttonId, getTemplate, getUiOptions, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';

/** A list: title, description, one row per item (ArrayFieldItemTemplate) and an 'Hinzufügen' button below. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    canAdd,
    className,
    disabled,
    readonly,
    required,
    fieldPathId,
    items,
    onAddClick,
    optionalDataControl,
    registry,
    schema,
    title,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const editable = !readonly && !disabled;
  const shownTitle = uiOptions.title || title;
  // rjsf's ArrayFieldTitleTemplate drops the title with `label: false`; the group is then left unnamed too.
  const titled = !!shownTitle && uiOptions.label !== false;

  return (
    <div
      id={fieldPathId.$id}
      className={className}
      role="group"
      aria-labelledby={titled ? titleId(fieldPathId) : undefined}
    >
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={shownTitle}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={editable ? optionalDataControl : undefined}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {!editable && optionalDataControl}
      <div>{items}</div>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={!editable}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );
}
