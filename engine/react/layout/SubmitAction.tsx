import { Intent, type IconName } from '@blueprintjs/core';
import { PlainButton } from '../theme/shared';
import { evaluate } from '../../core';
import type { ActionNode } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';
import { shortcutTitle, useShortcuts } from './useShortcuts';

/** Props of {@link SubmitAction}. */
export interface SubmitActionProps {
  /** The document's `kind: submit` action; without one no button is rendered. */
  action?: ActionNode;
  disabled?: boolean;
  /** Below the form: whether this is the form's own submit button (Enter submits through it); further ones submit on click. Default true. */
  formSubmit?: boolean;
}

/**
 * The submit button of a screen document: its `visible`/`enabled` rules apply like a toolbar action's (e.g. save disabled
 * from status 2 on or without the edit right) and re-evaluate only when data they read changes. Below the form it is the
 * form's submit button (Enter in a one-step form submits); in the toolbar (`placement: toolbar`) it submits through the runtime.
 */
export function SubmitAction({ action, disabled, formSubmit = true }: SubmitActionProps) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [action?.visible, action?.enabled]);
  const shown = Boolean(action) && evaluate(action?.visible, context, true);
  const enabled = shown && !disabled && evaluate(action?.enabled, context, true);
  useShortcuts(action?.shortcuts, enabled, () => runtime?.submit?.(action!.id));
  if (!action || !shown) return null;
  const toolbar = action.placement === 'toolbar';
  const byClick = toolbar || !formSubmit;
  const button = (
    <PlainButton
      type={byClick ? 'button' : 'submit'}
      text={action.label}
      icon={action.icon as IconName | undefined}
      intent={(action.intent as Intent | undefined) ?? Intent.PRIMARY}
      onClick={byClick ? () => runtime?.submit?.(action.id) : undefined}
      disabled={!enabled}
      title={shortcutTitle(action.label, action.shortcuts)}
    />
  );
  return toolbar ? button : <div>{button}</div>;
}
