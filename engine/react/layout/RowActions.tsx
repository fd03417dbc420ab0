import { memo } from 'react';
import { Button, ButtonGroup, type IconName, type Intent } from '@blueprintjs/core';
import { evaluate, isEmptyRow } from '../../core';
import type { RuleContext, TableNode } from '../../core';
import { formControls, useFormRuntime } from '../runtime';

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  table: TableNode;
  index: number;
  /** The row's rule context (`row.*`, `index` besides data, session, config, variant). */
  context: RuleContext & { row?: unknown; index?: number };
}

/**
 * The buttons a table declares in `rowActions`, in the last cell of a filled row (the trailing empty row has none).
 * Each is named '<label> (Zeile n)' like the row's cells; a click opens the dialog the action names and reports
 * `onAction(id, data, form, { table, index })`.
 */
export const RowActions = memo(function RowActions({ table, index, context }: RowActionsProps) {
  const runtime = useFormRuntime();
  if (isEmptyRow(context.row, table.sequence)) return <td />;
  return (
    <td>
      <ButtonGroup minimal>
        {(table.rowActions ?? []).filter((a) => evaluate(a.visible, context, true)).map((action) => (
          <Button key={action.id} small text={action.label} aria-label={`${action.label} (Zeile ${index + 1})`}
            icon={action.icon as IconName | undefined} intent={action.intent as Intent | undefined}
            disabled={Boolean(runtime?.readOnly) || !evaluate(action.enabled, context, true)}
            onClick={() => {
              if (!runtime) return;
              if (action.opens) runtime.dialogs?.open(action.opens);
              runtime.onAction?.(action.id, runtime.store.getData(), formControls(runtime), { table: table.field, index });
            }} />
        ))}
      </ButtonGroup>
    </td>
  );
});
