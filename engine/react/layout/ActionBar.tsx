import { Fragment, type ReactNode } from 'react';
import { ButtonGroup, type IconName, type Intent } from '@blueprintjs/core';
import { evaluate } from '../../core';
import type { ActionNode } from '../../core';
import { formControls, useFormRuntime, useRuleContext } from '../runtime';
import { PlainButton } from '../theme/shared';
import { SubmitAction } from './SubmitAction';
import { shortcutTitle, useShortcuts } from './useShortcuts';
import { engineTexts as T } from '../../core';

/** One action button: visible/enabled follow its rules and re-evaluate only when data they read changes. */
export function ActionButton({ action, minimal }: { action: ActionNode; minimal?: boolean }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [action.visible, action.enabled]);
  const shown = evaluate(action.visible, context, true);
  const enabled = shown && evaluate(action.enabled, context, true);
  const click = () => {
    if (action.opens) runtime?.dialogs?.open(action.opens);
    runtime?.onAction?.(action.id, runtime.store.getData(), formControls(runtime));
  };
  useShortcuts(action.shortcuts, enabled, click);
  if (!shown) return null;
  return (
    <PlainButton
      text={action.label}
      icon={action.icon as IconName | undefined}
      intent={action.intent as Intent | undefined}
      minimal={minimal}
      disabled={!enabled}
      title={shortcutTitle(action.label, action.shortcuts)}
      onClick={click}
    />
  );
}

/** The actions a document puts in its toolbar: every action but those placed below the form (a submit action by default). */
export function toolbarActions(actions: ActionNode[] = []): ActionNode[] {
  return actions.filter((a) => (a.kind === 'submit' ? a.placement === 'toolbar' : a.placement !== 'form'));
}

/** The buttons a document places below the form beside its submit action (`placement: form`, e.g. 'Registrieren' on login). */
export function formActions(actions: ActionNode[] = []): ActionNode[] {
  return actions.filter((a) => a.kind !== 'submit' && a.placement === 'form');
}

// A narrow window (390 px) wraps the buttons onto a second line instead of cutting off the last ones.
const WRAP = { flexWrap: 'wrap' } as const;

/** Props of {@link ActionBar}. */
export interface ActionBarProps {
  actions: ActionNode[];
  /** What the caller draws for `kind: custom` actions, by action id (e.g. a print menu). */
  items?: Record<string, ReactNode>;
  /** Disables the submit action (the caller is busy saving). */
  disabled?: boolean;
}

/**
 * The document's toolbar actions in document order: the submit action when its placement is the toolbar, the caller's
 * items for custom actions, and buttons whose click opens the dialog the action names and reports the action to the caller.
 */
export function ActionBar({ actions, items, disabled }: ActionBarProps) {
  const buttons = toolbarActions(actions);
  if (!buttons.length) return null;
  return (
    <ButtonGroup role="toolbar" aria-label={T.actions} style={WRAP}>
      {buttons.map((a) => {
        if (a.kind === 'submit') return <SubmitAction key={a.id} action={a} disabled={disabled} />;
        if (a.kind === 'custom') return <Fragment key={a.id}>{items?.[a.id] ?? null}</Fragment>;
        return <ActionButton key={a.id} action={a} />;
      })}
    </ButtonGroup>
  );
}
