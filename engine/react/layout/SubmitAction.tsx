import { Button, Intent, type IconName } from '@blueprintjs/core';
import { evaluate } from '../../core';
import type { ActionNode } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';

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
  if (!action || !evaluate(action.visible, context, true)) return null;
  const toolbar = action.placement === 'toolbar';
  const byClick = toolbar || !formSubmit;
  const button = (
    <Button
      type={byClick ? 'button' : 'submit'}
      text={action.label}
      icon={action.icon as IconName | undefined}
      intent={(action.intent as Intent | undefined) ?? Intent.PRIMARY}
      onClick={byClick ? () => runtime?.submit?.(action.id) : undefined}
      disabled={Boolean(disabled) || !evaluate(action.enabled, context, true)}
    />
  );
  return toolbar ? button : <div>{button}</div>;
}
