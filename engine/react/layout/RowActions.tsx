import { memo } from 'react';
import { ButtonGroup, type IconName, type Intent } from '@blueprintjs/core';
import { engineText, evaluate, isEmptyRow } from '../../core';
import type { RuleContext, TableNode } from '../../core';
import { formControls, useFormRuntime } from '../runtime';
import { PlainButton } from '../theme/shared';

/** Props of {@link RowActions}: primitives only, so a keystroke in the row that changes no action's state skips it. */
export interface RowActionsProps {
  table: TableNode;
  index: number;
  /** The row's actions by their rules (rowActionStates): '' for the trailing empty row, else `id:enabled` of each shown one. */
  states: string;
}

/** The state of a row's actions for {@link RowActions}, from the row's rule context. */
export function rowActionStates(table: TableNode, context: RuleContext & { row?: unknown }): string {
  if (isEmptyRow(context.row, table.sequence)) return '';
  return (
    (table.rowActions ?? [])
      .filter((a) => evaluate(a.visible, context, true))
      .map((a) => `${a.id}:${evaluate(a.enabled, context, true) ? 1 : 0}`)
      .join(' ') || ' '
  );
}

/**
 * The buttons a table declares in `rowActions`, in the last cell of a filled row (the trailing empty row has none).
 * Each is named '<label> (Zeile n)' like the row's cells; a click opens the dialog the action names and reports
 * `onAction(id, data, form, { table, index })`.
 */
export const RowActions = memo(function RowActions({ table, index, states }: RowActionsProps) {
  const runtime = useFormRuntime();
  if (!states) return <td />;
  const shown = new Map(
    states
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((s) => [s.slice(0, s.lastIndexOf(':')), s.endsWith(':1')]),
  );
  return (
    <td>
      <ButtonGroup minimal>
        {(table.rowActions ?? [])
          .filter((a) => shown.has(a.id))
          .map((action) => (
            // One per filled row: PlainButton mounts in one pass (Blueprint's Button text measures itself and renders again).
            <PlainButton
              key={action.id}
              small
              text={action.label}
              aria-label={engineText('rowLabel', { label: action.label, row: String(index + 1) })}
              icon={action.icon as IconName | undefined}
              intent={action.intent as Intent | undefined}
              disabled={Boolean(runtime?.readOnly) || !shown.get(action.id)}
              onClick={() => {
                if (!runtime) return;
                if (action.opens) runtime.dialogs?.open(action.opens);
                runtime.onAction?.(action.id, runtime.store.getData(), formControls(runtime), {
                  table: table.field,
                  index,
                });
              }}
            />
          ))}
      </ButtonGroup>
    </td>
  );
});
