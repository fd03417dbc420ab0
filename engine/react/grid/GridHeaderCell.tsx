import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button, ButtonVariant } from '@blueprintjs/core';
import type { GridColumn, SortState } from '../../core';
import { engineTexts as T, fillText } from '../../core';
import { useEngineProfile } from '../profile';

/** Props of {@link GridHeaderCell}. */
export interface GridHeaderCellProps {
  column: GridColumn;
  /** aria-colindex: the column's position among the visible columns (1-based). */
  colIndex?: number;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  onResize?: (columnId: string, width: number) => void;
  /** The header wraps between words and the column's width follows the table (DataGrid `fit`). */
  wrap?: boolean;
}

/** A column header: click cycles the sort, the handle on its edge changes the width (drag or arrow keys). */
export function GridHeaderCell({ column, colIndex, sort, onSort, onResize, wrap }: GridHeaderCellProps) {
  const direction = sort?.columnId === column.id ? sort.direction : 0;
  const start = useRef<{ x: number; width: number } | null>(null);
  const ariaSort = direction === 1 ? 'ascending' : direction === 2 ? 'descending' : 'none';
  // A dragged column keeps within the profile's bounds: not narrower than the width rule's minimum.
  const { min, resizeMax } = useEngineProfile().grid.columnWidth;
  const clamp = (w: number) => Math.round(Math.min(resizeMax, Math.max(min, w)));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, width: column.width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const width = clamp(start.current.width + e.clientX - start.current.x);
    start.current = null;
    if (width !== column.width) onResize?.(column.id, width);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowRight' ? 10 : e.key === 'ArrowLeft' ? -10 : 0;
    if (!by) return;
    e.preventDefault();
    onResize?.(column.id, clamp(column.width + by));
  };

  return (
    <th
      role="columnheader"
      aria-label={column.header}
      aria-colindex={colIndex}
      aria-sort={column.sortable ? ariaSort : undefined}
      style={
        wrap
          ? { position: 'relative', whiteSpace: 'normal', verticalAlign: 'bottom', padding: 0 }
          : {
              width: column.width,
              minWidth: column.width,
              maxWidth: column.width,
              position: 'relative',
              whiteSpace: 'nowrap',
              padding: 0,
            }
      }
    >
      {column.sortable ? (
        <Button
          variant={ButtonVariant.MINIMAL}
          fill
          alignText="start"
          text={column.header}
          title={fillText(T.sortBy, { header: column.header })}
          endIcon={direction === 1 ? 'sort-asc' : direction === 2 ? 'sort-desc' : undefined}
          onClick={() => onSort(column.id)}
        />
      ) : (
        <span style={{ display: 'block', padding: '5px 10px' }}>{column.header}</span>
      )}
      {onResize && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={fillText(T.columnWidthOf, { header: column.header })}
          aria-valuenow={column.width}
          aria-valuemin={min}
          aria-valuemax={resizeMax}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 6, cursor: 'col-resize' }}
        />
      )}
    </th>
  );
}
