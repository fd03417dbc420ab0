import { memo, useMemo } from 'react';
import type { Registry } from '@rjsf/utils';
import { engineText, rowFieldStates } from '../../core';
import type { JsonSchema, TableNode } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';
import { RowActions, rowActionStates } from './RowActions';
import { TableCell } from './TableCell';
import type { ColumnSetup } from './columnSetup';

/** Props of {@link TableRow}. */
export interface TableRowProps {
  table: TableNode;
  index: number;
  items: JsonSchema;
  columns: ColumnSetup[];
  registry: Registry;
}

/**
 * One row of an editable table. It subscribes to its own branch of the data only, so a keystroke in row 7
 * re-renders row 7 (and, of its cells, the edited one and those whose state changed) — never the other rows.
 */
export const TableRow = memo(function TableRow({ table, index, items, columns, registry }: TableRowProps) {
  const runtime = useFormRuntime();
  // Re-renders when this row changes or data the column rules read elsewhere changes — not for other rows.
  const rules = useMemo(
    () =>
      [...table.columns, ...(table.rowActions ?? [])].flatMap((c) => [
        c.visible,
        'readOnly' in c ? c.readOnly : undefined,
        'required' in c ? c.required : undefined,
        'enabled' in c ? c.enabled : undefined,
      ]),
    [table],
  );
  const context = useRuleContext(runtime, [...rules, { var: 'row' }], `${table.field}.${index}.*`);
  const states = useMemo(
    () => rowFieldStates(table, items, context.row, index, context),
    [table, items, index, context],
  );
  return (
    <tr>
      {columns.map(({ column, schema, options, Widget, title }) => {
        const state = states[column.field];
        return (
          <TableCell
            key={column.field}
            path={`${table.field}.${index}.${column.field}`}
            label={engineText('rowLabel', { label: title, row: String(index + 1) })}
            schema={schema}
            options={options}
            Widget={Widget}
            registry={registry}
            visible={state.visible}
            required={state.required}
            readOnly={state.readOnly || Boolean(runtime?.readOnly)}
          />
        );
      })}
      {table.rowActions?.length ? (
        <RowActions table={table} index={index} states={rowActionStates(table, context)} />
      ) : null}
    </tr>
  );
});
