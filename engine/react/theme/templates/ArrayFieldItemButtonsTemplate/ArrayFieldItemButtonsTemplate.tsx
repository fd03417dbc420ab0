import { ButtonGroup } from '@blueprintjs/core';
import { buttonId, type ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';

/** The toolbar of an array row as a Blueprint ButtonGroup: move up/down (if orderable), copy (if copyable), remove. */
export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const {
    disabled,
    readonly,
    hasCopy,
    hasMoveDown,
    hasMoveUp,
    hasRemove,
    fieldPathId,
    onCopyItem,
    onRemoveItem,
    onMoveDownItem,
    onMoveUpItem,
    registry,
    uiSchema,
  } = props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const locked = disabled || readonly;
  const orderable = hasMoveUp || hasMoveDown;
  return (
    <ButtonGroup>
      {orderable && (
        <MoveUpButton
          id={buttonId(fieldPathId, 'moveUp')}
          disabled={locked || !hasMoveUp}
          onClick={onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {orderable && (
        <MoveDownButton
          id={buttonId(fieldPathId, 'moveDown')}
          disabled={locked || !hasMoveDown}
          onClick={onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          disabled={locked}
          onClick={onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasRemove && (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          disabled={locked}
          onClick={onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </ButtonGroup>
  );
}
