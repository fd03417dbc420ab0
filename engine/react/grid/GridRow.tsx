import { memo } from 'react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { Colors } from '@blueprintjs/core';
import { flexRender } from '@tanstack/react-table';
import type { Row } from '@tanstack/react-table';
import type { GridColumn } from '../../core';

/** What a row reports to the grid. */
export type GridRowEvent =
  | { type: 'click'; index: number; event: MouseEvent }
  | { type: 'open'; index: number }
  | { type: 'key'; index: number; event: KeyboardEvent };

/** Props of {@link GridRow}. */
export interface GridRowProps<T> {
  row: Row<T>;
  index: number;
  columns: Map<string, GridColumn>;
  selected: boolean;
  tabbable: boolean;
  rowRef: Ref<HTMLTableRowElement>;
  /** Stable callback (the grid keeps it in a ref), so unchanged rows skip rendering. */
  onEvent: (event: GridRowEvent) => void;
  /** Cells wrap between words instead of being cut (DataGrid `fit`). */
  wrap?: boolean;
}

const selectedBackground = `${Colors.BLUE5}55`;
const numeric = new Set(['integer', 'number', 'money']);

function GridRowInner<T>({ row, index, columns, selected, tabbable, rowRef, onEvent, wrap }: GridRowProps<T>) {
  return (
    <tr role="row" ref={rowRef} aria-selected={selected} tabIndex={tabbable ? 0 : -1}
      style={{ background: selected ? selectedBackground : undefined, cursor: 'pointer' }}
      onClick={(event) => onEvent({ type: 'click', index, event })}
      onDoubleClick={() => onEvent({ type: 'open', index })}
      onKeyDown={(event) => onEvent({ type: 'key', index, event })}>
      {row.getVisibleCells().map((cell) => {
        const column = columns.get(cell.column.id)!;
        const text = flexRender(cell.column.columnDef.cell, cell.getContext());
        return (
          <td key={cell.id} role="gridcell" title={typeof text === 'string' ? text : undefined}
            style={{ ...(wrap ? { whiteSpace: 'normal' } : { maxWidth: column.width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
              textAlign: column.align ?? (numeric.has(column.type) ? 'right' : 'left') }}>
            {text}
          </td>
        );
      })}
    </tr>
  );
}

/** One body row; re-renders only when its row, selection, focus or the columns change. */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;
