import { memo } from 'react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { Colors } from '@blueprintjs/core';
import type { GridColumn } from '../../core';
import type { CellText } from './cellText';

/** What a row reports to the grid. */
export type GridRowEvent =
  | { type: 'click'; index: number; event: MouseEvent }
  | { type: 'open'; index: number }
  | { type: 'key'; index: number; event: KeyboardEvent };

/** The columns a row renders: the rendered window of the visible columns and the widths left and right of it. */
export interface RowWindow {
  columns: GridColumn[];
  /** aria-colindex of the first rendered column (1-based). */
  firstColIndex: number;
  before: number;
  after: number;
}

/** Props of {@link GridRow}. */
export interface GridRowProps {
  row: object;
  index: number;
  /** aria-rowindex: the row's position among all rows of the search, the header row being 1. */
  rowIndex: number;
  window: RowWindow;
  text: CellText;
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

/** The sample of a colour cell: a small square in the colour, outlined so that white shows too. */
function ColorSample({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        marginRight: 6,
        verticalAlign: 'text-bottom',
        background: color,
        border: `1px solid ${Colors.GRAY3}`,
      }}
    />
  );
}

/** A cell standing in for the columns outside the rendered window (column virtualisation). */
export function SpacerCell({ width, header }: { width: number; header?: boolean }) {
  if (width <= 0) return null;
  const style = { width, minWidth: width, maxWidth: width, padding: 0 };
  return header ? <th aria-hidden="true" style={style} /> : <td aria-hidden="true" style={style} />;
}

function GridRowInner({
  row,
  index,
  rowIndex,
  window: win,
  text,
  selected,
  tabbable,
  rowRef,
  onEvent,
  wrap,
}: GridRowProps) {
  return (
    <tr
      role="row"
      ref={rowRef}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      style={{ background: selected ? selectedBackground : undefined, cursor: 'pointer' }}
      onClick={(event) => onEvent({ type: 'click', index, event })}
      onDoubleClick={() => onEvent({ type: 'open', index })}
      onKeyDown={(event) => onEvent({ type: 'key', index, event })}
    >
      <SpacerCell width={win.before} />
      {win.columns.map((column, i) => {
        const value = text(row, column);
        return (
          <td
            key={column.id}
            role="gridcell"
            aria-colindex={win.firstColIndex + i}
            title={value}
            style={{
              ...(wrap
                ? { whiteSpace: 'normal' }
                : { maxWidth: column.width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
              textAlign: column.align ?? (numeric.has(column.type) ? 'right' : 'left'),
            }}
          >
            {column.type === 'color' && value ? <ColorSample color={value} /> : null}
            {value}
          </td>
        );
      })}
      <SpacerCell width={win.after} />
    </tr>
  );
}

/** One body row; re-renders only when its row, selection, focus or the rendered columns change. */
export const GridRow = memo(GridRowInner);
