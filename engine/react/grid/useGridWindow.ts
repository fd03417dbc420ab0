import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { GridColumn } from '../../core';
import type { RowWindow } from './GridRow';

/**
 * Rows and columns rendered beyond the visible area, so scrolling and keyboard focus find them in place. 25 rows: a
 * page of 50 in a desktop window stays wholly in the DOM (the browser's find in page still finds every row of it);
 * pages of 100 and longer are windowed.
 */
const ROW_OVERSCAN = 25;
const COLUMN_OVERSCAN = 2;
/** Height of a compact one-line row until the first rendered row is measured. */
const ROW_HEIGHT = 30;
/** The viewport assumed before the scroll area is measured (the first frame), roughly a desktop window. */
const FIRST_RECT = { width: 1600, height: 900 };

/** What {@link useGridWindow} renders: the body rows (indexes), the space above and below them, and the column window. */
export interface GridWindow {
  rows: number[];
  before: number;
  after: number;
  columns: RowWindow;
  /** Brings a row into the scroll area (keyboard navigation to a row that is not rendered yet). */
  scrollToRow: (index: number) => void;
}

const all = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Row and column virtualisation of the grid (TanStack Virtual on the grid's scroll area): only the rows and columns in
 * view plus an overscan are rendered, the rest stands in as spacer rows and cells. Off (`enabled` false) or without
 * layout (the area measures 0, e.g. in jsdom or a hidden tab), every row and column is rendered.
 */
export function useGridWindow(
  scrollRef: RefObject<HTMLElement | null>,
  rowCount: number,
  columns: GridColumn[],
  enabled: boolean,
): GridWindow {
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  // New keys when a size changes: the virtualizer then recomputes its positions from estimateSize.
  const rowKey = useCallback((i: number) => `${i}:${rowHeight}`, [rowHeight]);
  const columnKey = useCallback((i: number) => `${columns[i].id}:${columns[i].width}`, [columns]);
  // useFlushSync false: each virtualiser's scroll handler only reads its offset and the re-render comes after both, so
  // the second reading of scrollLeft/scrollTop does not force a layout of the table the first one just changed (profile).
  const rowsV = useVirtualizer({
    useFlushSync: false,
    count: rowCount,
    getScrollElement,
    estimateSize: () => rowHeight,
    getItemKey: rowKey,
    overscan: ROW_OVERSCAN,
    enabled,
    initialRect: FIRST_RECT,
  });
  const colsV = useVirtualizer({
    useFlushSync: false,
    horizontal: true,
    count: columns.length,
    getScrollElement,
    estimateSize: (i) => columns[i].width,
    getItemKey: columnKey,
    overscan: COLUMN_OVERSCAN,
    enabled,
    initialRect: FIRST_RECT,
  });
  // getVirtualItems reads the scroll area's size (the first frame assumes FIRST_RECT), then scrollRect holds it.
  const virtualRows = rowsV.getVirtualItems();
  const virtualColumns = colsV.getVirtualItems();
  const laidOut = enabled && (rowsV.scrollRect?.height ?? 0) > 0 && (colsV.scrollRect?.width ?? 0) > 0;
  const rowItems = laidOut ? virtualRows : null;
  const colItems = laidOut ? virtualColumns : null;
  const firstCol = colItems?.[0]?.index ?? 0;
  const lastCol = colItems ? (colItems[colItems.length - 1]?.index ?? -1) : columns.length - 1;
  const colBefore = colItems?.[0]?.start ?? 0;
  const colAfter = colItems ? colsV.getTotalSize() - (colItems[colItems.length - 1]?.end ?? 0) : 0;

  // One object while the window stays, so memoised rows skip rendering while the user scrolls vertically.
  const window = useMemo<RowWindow>(
    () => ({
      columns: columns.slice(firstCol, lastCol + 1),
      firstColIndex: firstCol + 1,
      before: colBefore,
      after: colAfter,
    }),
    [columns, firstCol, lastCol, colBefore, colAfter],
  );
  // The first rendered row's height is the height of every one-line row (measured once: it forces a layout).
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (!laidOut || measured.current) return;
    const height = scrollRef.current?.querySelector('tbody > tr[aria-rowindex]')?.getBoundingClientRect().height;
    if (!height) return;
    measured.current = true;
    if (Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
  });

  return {
    rows: rowItems ? rowItems.map((v) => v.index) : all(rowCount),
    before: rowItems?.[0]?.start ?? 0,
    after: rowItems ? rowsV.getTotalSize() - (rowItems[rowItems.length - 1]?.end ?? 0) : 0,
    columns: window,
    scrollToRow: (index) => {
      if (laidOut) rowsV.scrollToIndex(index);
    },
  };
}
