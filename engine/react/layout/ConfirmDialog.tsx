import { Alert, type IconName, type Intent } from '@blueprintjs/core';
import type { ConfirmNode } from '../../core';

/** Props of {@link ConfirmDialog}: the document's question node, the worded question and the two answers. */
export interface ConfirmDialogProps {
  node: ConfirmNode;
  isOpen: boolean;
  /** The question as shown (the page fills the message's placeholders). */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question of the screen document (`confirms`) as a Blueprint Alert in the document's size (orders.md §2 Modals). */
export function ConfirmDialog({ node, isOpen, message, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Alert
      isOpen={isOpen}
      intent={node.intent as Intent | undefined}
      icon={node.icon as IconName | undefined}
      confirmButtonText={node.confirmLabel}
      cancelButtonText={node.cancelLabel}
      style={{ width: node.width, height: node.height }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {message}
    </Alert>
  );
}
