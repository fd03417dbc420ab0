import { Button, ButtonGroup, type IconName, type Intent } from '@blueprintjs/core';
import { evaluate } from '../../core';
import type { ActionNode } from '../../core';
import { formControls, useFormRuntime, useRuleContext } from '../runtime';

/** One toolbar button: visible/enabled follow its rules and re-evaluate only when data they read changes. */
function ActionButton({ action }: { action: ActionNode }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [action.visible, action.enabled]);
  if (!evaluate(action.visible, context, true)) return null;
  const click = () => {
    if (action.opens) runtime?.dialogs?.open(action.opens);
    runtime?.onAction?.(action.id, runtime.store.getData(), formControls(runtime));
  };
  return (
    <Button text={action.label} icon={action.icon as IconName | undefined} intent={action.intent as Intent | undefined}
      disabled={!evaluate(action.enabled, context, true)} onClick={click} />
  );
}

/**
 * The document's toolbar actions (all but the submit action, which rjsf renders): a click opens the dialog the
 * action names and reports the action to the caller.
 */
export function ActionBar({ actions }: { actions: ActionNode[] }) {
  const buttons = actions.filter((a) => a.kind !== 'submit');
  if (!buttons.length) return null;
  return <ButtonGroup role="toolbar" aria-label="Aktionen">{buttons.map((a) => <ActionButton key={a.id} action={a} />)}</ButtonGroup>;
}
