import { createRef, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { Classes, Colors } from '@blueprintjs/core';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef as TableColumnDef } from '@tanstack/react-table';
import { cycleSort, fitColumns, getAt } from '../../core';
import { useEngineProfile } from '../profile';
import type { GridColumn, RuleContext, SortState } from '../../core';
import { cellTextCache } from './cellText';
import { ColumnMenu } from './ColumnMenu';
import { EmptyRow } from './EmptyRow';
import { GridHeaderCell } from './GridHeaderCell';
import { GridPager } from './GridPager';
import { GridRow, SpacerCell } from './GridRow';
import type { GridRowEvent } from './GridRow';
import { useGridWindow } from './useGridWindow';
import { clickSelection, toggleSelection } from './selection';
import type { RowId } from './selection';
import { engineTexts as T } from '../../core';

/** Props of {@link DataGrid}: a server-paged, server-sorted table rendered from a column document. */
export interface DataGridProps<Row extends object> {
  /** Accessible name of the grid, e.g. 'Auftragsliste'. */
  label: string;
  /** Columns after overlays and the user's layout (order, visibility, width). */
  columns: GridColumn[];
  /** The document's default columns, for 'Standardansicht' in the column menu. */
  defaultColumns?: GridColumn[];
  rows: Row[];
  /** Path of the row id (the column document's rowKey). */
  rowKey: string;
  total: number;
  /** The total is only a lower bound (the server stopped counting): its text and paging on while pages are full. */
  openTotalText?: string;
  page: number;
  pageSize: number;
  /** The sizes the pager offers; the profile's page sizes without. */
  pageSizes?: number[];
  sort: SortState | null;
  selectedIds: RowId[];
  /** Rule context for computed columns (session, config, variant). */
  context?: RuleContext;
  loading?: boolean;
  emptyText?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: SortState | null) => void;
  onSelectionChange: (ids: RowId[]) => void;
  /** Double click or Enter on a row. */
  onOpen?: (row: Row) => void;
  /** Visibility, order or width changed; omit to hide the column menu and the resize handles. */
  onLayoutChange?: (columns: GridColumn[]) => void;
  /** false: all rows at once without the pager (small read-only tables, e.g. in a dialog). */
  paged?: boolean;
  /**
   * true: the columns share the grid's width and headers and cells wrap between words instead of being cut, so a small
   * table in a dialog shows every column and every header in full without scrolling sideways (widths follow the content).
   */
  fit?: boolean;
}

/** The header stays in view while the body scrolls; it covers the rows beneath it. */
const stickyHead = { position: 'sticky', top: 0, zIndex: 1, background: Colors.WHITE } as const;

/**
 * The rows scroll inside the grid, never taller than the window less the header, column menu and pager: the page does
 * not grow with the page size, and only the rows in view are rendered (a grid as tall as its rows would render them all).
 */
const scrollArea = { overflow: 'auto', flex: 1, maxHeight: 'max(320px, calc(100vh - 160px))' } as const;

/**
 * The generic data grid of the engine (@tanstack/react-table v8 as the model, manual paging and sorting): server-paged and server-sorted, with row and column virtualisation (only the
 * rows and columns in view are in the DOM, {@link useGridWindow}) and memoised rows; `fit` tables render everything.
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { label, columns, rows, rowKey, selectedIds, context, sort, onLayoutChange } = props;
  const [anchor, setAnchor] = useState<RowId | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const rowRefs = useRef<RefObject<HTMLTableRowElement | null>[]>([]);
  while (rowRefs.current.length < rows.length) rowRefs.current.push(createRef<HTMLTableRowElement>());

  // Each cell is formatted once per row object (sorting or re-rendering the same rows formats nothing again).
  const text = useMemo(() => cellTextCache(context), [context]);
  const ids = useMemo(() => rows.map((r) => getAt(r, rowKey) as RowId), [rows, rowKey]);
  // Widths the document or the user did not fix follow the header and the rows shown, by the profile's rule (orders.md §9).
  const widthRule = useEngineProfile().grid.columnWidth;
  const fitted = useMemo(
    () => fitColumns(columns, rows, widthRule, context, text),
    [columns, rows, widthRule, context, text],
  );
  // TanStack Table is the grid's model (row ids, selection, visible columns); the window below renders a slice of it.
  const tableColumns = useMemo<TableColumnDef<Row, unknown>[]>(
    () =>
      fitted.map((c) => ({
        id: c.id,
        header: c.header,
        size: c.width,
        meta: c,
        accessorFn: (row: Row) => text(row, c),
      })),
    [fitted, text],
  );
  const columnVisibility = useMemo(() => Object.fromEntries(fitted.map((c) => [c.id, c.visible])), [fitted]);
  const rowSelection = useMemo(() => Object.fromEntries(selectedIds.map((id) => [String(id), true])), [selectedIds]);
  const table = useReactTable<Row>({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getAt(row, rowKey)),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: true,
    state: { columnVisibility, rowSelection },
  });
  const modelRows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const visible = useMemo(() => leafColumns.map((c) => c.columnDef.meta as GridColumn), [leafColumns]);
  const view = useGridWindow(scrollRef, modelRows.length, visible, !props.fit);
  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(next);
    pendingFocus.current = next;
    view.scrollToRow(next);
    rowRefs.current[next]?.current?.focus();
  };
  // A row reached by the keyboard outside the rendered window gets the focus once it is rendered.
  useLayoutEffect(() => {
    const row = pendingFocus.current === null ? null : rowRefs.current[pendingFocus.current]?.current;
    if (row) {
      if (document.activeElement !== row) row.focus();
      pendingFocus.current = null;
    }
  });

  // The latest handler behind a stable callback, so memoised rows keep their props.
  const handlerRef = useRef<(event: GridRowEvent) => void>(() => undefined);
  handlerRef.current = (event) => {
    const row = rows[event.index];
    if (event.type === 'open') props.onOpen?.(row);
    else if (event.type === 'click') {
      setFocusIndex(event.index);
      onRowClick(event.event, ids[event.index]);
    } else onRowKeyDown(event.event, event.index, row);
  };
  const onRowEvent = useCallback((event: GridRowEvent) => handlerRef.current(event), []);

  const onRowClick = (e: MouseEvent, id: RowId) => {
    const mods = { ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey };
    props.onSelectionChange(clickSelection(ids, selectedIds, anchor, id, mods));
    if (!mods.shift) setAnchor(id);
  };
  const onRowKeyDown = (e: KeyboardEvent, index: number, row: Row) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusRow(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusRow(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusRow(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusRow(rows.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      props.onOpen?.(row);
    } else if (e.key === ' ') {
      e.preventDefault();
      props.onSelectionChange(toggleSelection(selectedIds, ids[index]));
      setAnchor(ids[index]);
    }
  };
  // A dragged width is the user's: it is saved and no longer follows the content.
  const resize = (id: string, width: number) =>
    onLayoutChange?.(columns.map((c) => (c.id === id ? { ...c, width, autoWidth: false } : c)));
  const onSort = (id: string) => props.onSortChange(cycleSort(sort, id));
  // aria-rowindex counts the header row and the rows of the pages before this one.
  const firstRowIndex = (props.paged === false ? 0 : (props.page - 1) * props.pageSize) + 2;
  const focused = Math.min(focusIndex, rows.length - 1);
  // Tab reaches the grid even when the focused row has scrolled out of the rendered window.
  const tabbable = view.rows.includes(focused) ? focused : view.rows[0];
  const win = view.columns;

  return (
    // minWidth 0: as a flex item the grid would otherwise grow to the table's width and run under its neighbours.
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, flex: 1 }}>
      {onLayoutChange && (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ColumnMenu columns={columns} onChange={onLayoutChange} defaults={props.defaultColumns} />
        </div>
      )}
      <div ref={scrollRef} style={props.fit ? { overflow: 'auto', flex: 1 } : scrollArea}>
        <table
          role="grid"
          aria-label={label}
          aria-multiselectable="true"
          aria-rowcount={props.total + 1}
          aria-colcount={visible.length}
          aria-busy={props.loading || undefined}
          className={`${Classes.HTML_TABLE} ${Classes.HTML_TABLE_STRIPED} ${Classes.INTERACTIVE} ${Classes.COMPACT}`}
          style={props.fit ? { tableLayout: 'auto', width: '100%' } : { tableLayout: 'fixed', width: 'max-content' }}
        >
          <thead style={stickyHead}>
            <tr role="row" aria-rowindex={1}>
              <SpacerCell width={win.before} header />
              {win.columns.map((column, i) => (
                <GridHeaderCell
                  key={column.id}
                  column={column}
                  colIndex={win.firstColIndex + i}
                  sort={sort}
                  wrap={props.fit}
                  onSort={onSort}
                  onResize={onLayoutChange ? resize : undefined}
                />
              ))}
              <SpacerCell width={win.after} header />
            </tr>
          </thead>
          <tbody>
            {view.before > 0 && <tr aria-hidden="true" style={{ height: view.before }} />}
            {view.rows.map((index) => (
              <GridRow
                key={modelRows[index].id}
                row={modelRows[index].original}
                index={index}
                rowIndex={firstRowIndex + index}
                window={win}
                text={text}
                selected={modelRows[index].getIsSelected()}
                wrap={props.fit}
                tabbable={index === tabbable}
                rowRef={rowRefs.current[index]}
                onEvent={onRowEvent}
              />
            ))}
            {view.after > 0 && <tr aria-hidden="true" style={{ height: view.after }} />}
            {rows.length === 0 && !props.loading && (
              <EmptyRow colSpan={visible.length} text={props.emptyText ?? T.noRows} scrollRef={scrollRef} />
            )}
          </tbody>
        </table>
      </div>
      {props.paged !== false && (
        <GridPager
          total={props.total}
          page={props.page}
          pageSize={props.pageSize}
          pageSizes={props.pageSizes}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          open={props.openTotalText === undefined ? undefined : { text: props.openTotalText, rows: rows.length }}
        />
      )}
    </div>
  );
}
