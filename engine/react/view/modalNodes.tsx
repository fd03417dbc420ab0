import { useId } from 'react';
import {
  Alert,
  Button,
  Classes,
  Dialog,
  DialogFooter,
  H4,
  Icon,
  Tooltip,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
import type { ViewAlertNode, ViewDialogNode } from '../../core';
import { useView } from './context';
import { ViewButton } from './basicNodes';
import { ViewNodes } from './ViewNodes';

const css = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : undefined);

/** A modal of the view, open while its rule holds: header (icon, title, close button), body, footer buttons. */
export function ViewDialog({ node }: { node: ViewDialogNode }) {
  const view = useView();
  const titleId = useId();
  const close = () => view.onAction(node.closeAction);
  const tooltip = node.closeButton ? view.text(node.closeButton.tooltip) : undefined;
  return (
    <Dialog
      isOpen={view.holds(node.open, false)}
      onClose={close}
      role={node.role ?? 'dialog'}
      aria-labelledby={titleId}
      style={{ width: css(view.value(node.width)), height: css(view.value(node.height)) }}
    >
      <div className={Classes.DIALOG_HEADER}>
        {node.icon && <Icon icon={node.icon as IconName} intent={node.intent as Intent | undefined} />}
        <H4 id={titleId} className={Classes.HEADING}>
          {view.text(node.title)}
        </H4>
        {tooltip && (
          <Tooltip content={tooltip} placement="bottom">
            <Button variant="minimal" icon="cross" aria-label={tooltip} title={tooltip} onClick={close} />
          </Tooltip>
        )}
      </div>
      <div
        className={Classes.DIALOG_BODY}
        style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, flex: 1 }}
      >
        <ViewNodes nodes={node.children} />
      </div>
      <DialogFooter
        actions={
          <>
            {node.buttons
              .filter((b) => view.holds(b.visible, true))
              .map((b) => (
                <ViewButton key={b.id} node={b} />
              ))}
          </>
        }
      />
    </Dialog>
  );
}

/** A question or notice of the view (Blueprint Alert): the answers report their ids; Escape gives the cancel answer. */
export function ViewAlert({ node }: { node: ViewAlertNode }) {
  const view = useView();
  return (
    <Alert
      isOpen={view.holds(node.open, false)}
      intent={node.intent as Intent | undefined}
      icon={node.icon as IconName | undefined}
      confirmButtonText={view.text(node.confirm.label)}
      cancelButtonText={node.cancel ? view.text(node.cancel.label) : undefined}
      onConfirm={() => view.onAction(node.confirm.id)}
      onCancel={() => view.onAction(node.cancel?.id ?? node.confirm.id)}
      // Escape answers the question with its cancel (a notice with its only answer): an open question closes first.
      canEscapeKeyCancel
    >
      {view.text(node.message)}
    </Alert>
  );
}
