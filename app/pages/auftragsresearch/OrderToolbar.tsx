import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { evaluate } from '../../../engine/core';
import type { RuleContext } from '../../../engine/core';
import { auftragsresearchScreen } from '../../documents';
import { PrintMenu } from './PrintMenu';
import { listPrintAction } from './documentIds';
import type { Order } from './useOrderSearch';

/** Props of {@link OrderToolbar}. */
export interface OrderToolbarProps {
  /** Rule context with data.selected, data.selectedCount and data.total. */
  context: RuleContext;
  handlers: Record<string, () => void>;
  selected: Order[];
}

/** The order list's toolbar: actions, labels, visibility and enabled rules come from the screen document. */
export function OrderToolbar({ context, handlers, selected }: OrderToolbarProps) {
  const actions = (auftragsresearchScreen.actions ?? []).filter((a) => evaluate(a.visible, context, true));
  return (
    <ButtonGroup role="toolbar" aria-label="Auftragsaktionen" style={{ flexWrap: 'wrap' }}>
      {actions.map((a) => {
        const enabled = evaluate(a.enabled, context, true);
        if (a.id === listPrintAction) return <PrintMenu key={a.id} label={a.label} enabled={enabled} selected={selected} />;
        return (
          <Button key={a.id} text={a.label} icon={a.icon as IconName} disabled={!enabled} onClick={handlers[a.id]}
            intent={a.intent === 'danger' ? Intent.DANGER : a.intent === 'primary' ? Intent.PRIMARY : Intent.NONE} />
        );
      })}
    </ButtonGroup>
  );
}
