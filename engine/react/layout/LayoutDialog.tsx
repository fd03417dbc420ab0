import { useSyncExternalStore, type ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent, Tooltip } from '@blueprintjs/core';
import { allNodes, compute, evaluate, getAt } from '../../core';
import type { DialogNode } from '../../core';
import { formControls, useFormRuntime, useRuleContext } from '../runtime';
import { engineTexts as T } from '../../core';

const PLACEHOLDER = /\{([\w.]+)\}/g;
const never = () => () => undefined;

/** Props of {@link LayoutDialog}. */
export interface LayoutDialogProps {
  node: DialogNode;
  children: ReactNode;
}

/** The top-level data properties a dialog edits (its fields and tables). */
function dialogFields(node: DialogNode): string[] {
  return [
    ...new Set(
      allNodes(node.children).flatMap((n) => (n.type === 'field' || n.type === 'table' ? [n.field.split('.')[0]] : [])),
    ),
  ];
}

/**
 * A Blueprint Dialog of the screen document (layout node `dialog`), opened by an action with `opens`. The title
 * fills `{field}` placeholders from the data; the confirm button follows the document's enablement rule and
 * reports the dialog's id to the caller once its fields are valid.
 */
export function LayoutDialog({ node, children }: LayoutDialogProps) {
  const runtime = useFormRuntime();
  const open = useSyncExternalStore(
    runtime?.dialogs?.subscribe ?? never,
    () => runtime?.dialogs?.current() === node.id,
  );
  const text = typeof node.title === 'string' ? node.title : null;
  const placeholders = text ? [...text.matchAll(PLACEHOLDER)].map((m) => ({ var: `data.${m[1]}` })) : [node.title];
  const context = useRuleContext(runtime, [node.confirm?.enabled, ...placeholders]);
  const title =
    text === null
      ? String(compute(node.title, context) ?? '')
      : text.replace(PLACEHOLDER, (_, path: string) => String(getAt(context.data, path) ?? ''));
  const enabled = !runtime?.readOnly && evaluate(node.confirm?.enabled, context, true);
  const close = () => runtime?.dialogs?.open(null);
  const confirm = () => {
    // Confirming validates the dialog's own fields; their messages show in the dialog, which stays open.
    if (runtime?.validate && !runtime.validate(dialogFields(node))) return;
    runtime?.onAction?.(node.id, runtime.store.getData(), formControls(runtime));
    close();
  };
  return (
    <Dialog
      isOpen={open}
      title={title}
      onClose={close}
      canOutsideClickClose={node.canOutsideClickClose ?? true}
      style={{ width: node.width, height: node.height }}
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={node.cancelLabel ?? T.cancel} onClick={close} />
            {node.confirm &&
              (node.confirm.tooltip ? (
                <Tooltip content={node.confirm.tooltip}>
                  <Button intent={Intent.PRIMARY} text={node.confirm.label} disabled={!enabled} onClick={confirm} />
                </Tooltip>
              ) : (
                <Button intent={Intent.PRIMARY} text={node.confirm.label} disabled={!enabled} onClick={confirm} />
              ))}
          </>
        }
      />
    </Dialog>
  );
}
