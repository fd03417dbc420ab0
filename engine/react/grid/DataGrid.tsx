import { createRef, useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { Classes, NonIdealState } from '@blueprintjs/core';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef as TableColumnDef } from '@tanstack/react-table';
import { cellValue, cycleSort, fitColumns, formatCell, getAt, PAGE_SIZES } from '../../core';
import type { GridColumn, RuleContext, SortState } from '../../core';
import { ColumnMenu } from './ColumnMenu';
import { GridHeaderCell } from './GridHeaderCell';
import { GridPager } from './GridPager';
import { GridRow } from './GridRow';
import type { GridRowEvent } from './GridRow';
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
  page: number;
  pageSize: number;
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


/** The generic data grid of the engine (@tanstack/react-table v8, manual paging and sorting). */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { label, columns, rows, rowKey, selectedIds, context, sort, onLayoutChange } = props;
  const [anchor, setAnchor] = useState<RowId | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const rowRefs = useRef<RefObject<HTMLTableRowElement | null>[]>([]);
  while (rowRefs.current.length < rows.length) rowRefs.current.push(createRef<HTMLTableRowElement>());

  const tableColumns = useMemo<TableColumnDef<Row, unknown>[]>(() => columns.map((c) => ({
    id: c.id,
    header: c.header,
    size: c.width,
    accessorFn: (row: Row) => cellValue(row, c, context),
    cell: (info) => formatCell(info.getValue(), c.type),
  })), [columns, context]);
  const columnVisibility = useMemo(() => Object.fromEntries(columns.map((c) => [c.id, c.visible])), [columns]);
  const rowSelection = useMemo(() => Object.fromEntries(selectedIds.map((id) => [String(id), true])), [selectedIds]);

  const table = useReactTable<Row>({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getAt(row, rowKey)),
    manualPagination: true,
    manualSorting: true,
    rowCount: props.total,
    state: { columnVisibility, columnOrder: columns.map((c) => c.id), rowSelection },
  });

  const ids = rows.map((r) => getAt(r, rowKey) as RowId);
  // Widths the document or the user did not fix follow the header and the rows shown (orders.md §9).
  const shown = useMemo(() => fitColumns(columns, rows, context), [columns, rows, context]);
  const byId = useMemo(() => new Map(shown.map((c) => [c.id, c])), [shown]);
  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(next);
    rowRefs.current[next]?.current?.focus();
  };

  // The latest handler behind a stable callback, so memoised rows keep their props.
  const handlerRef = useRef<(event: GridRowEvent) => void>(() => undefined);
  handlerRef.current = (event) => {
    const row = rows[event.index];
    if (event.type === 'open') props.onOpen?.(row);
    else if (event.type === 'click') { setFocusIndex(event.index); onRowClick(event.event, ids[event.index]); }
    else onRowKeyDown(event.event, event.index, row);
  };
  const onRowEvent = useCallback((event: GridRowEvent) => handlerRef.current(event), []);

  const onRowClick = (e: MouseEvent, id: RowId) => {
    const mods = { ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey };
    props.onSelectionChange(clickSelection(ids, selectedIds, anchor, id, mods));
    if (!mods.shift) setAnchor(id);
  };
  const onRowKeyDown = (e: KeyboardEvent, index: number, row: Row) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); focusRow(index + 1); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); focusRow(index - 1); }
    else if (e.key === 'Home') { e.preventDefault(); focusRow(0); }
    else if (e.key === 'End') { e.preventDefault(); focusRow(rows.length - 1); }
    else if (e.key === 'Enter') { e.preventDefault(); props.onOpen?.(row); }
    else if (e.key === ' ') {
      e.preventDefault();
      props.onSelectionChange(toggleSelection(selectedIds, ids[index]));
      setAnchor(ids[index]);
    }
  };
  // A dragged width is the user's: it is saved and no longer follows the content.
  const resize = (id: string, width: number) => onLayoutChange?.(columns.map((c) => (c.id === id ? { ...c, width, autoWidth: false } : c)));
  const visibleCount = columns.filter((c) => c.visible).length;

  return (
    // minWidth 0: as a flex item the grid would otherwise grow to the table's width and run under its neighbours.
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, flex: 1 }}>
      {onLayoutChange && (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ColumnMenu columns={columns} onChange={onLayoutChange} defaults={props.defaultColumns} />
        </div>
      )}
      <div style={{ overflow: 'auto', flex: 1 }}>
        <table role="grid" aria-label={label} aria-multiselectable="true" aria-rowcount={props.total + 1} aria-busy={props.loading || undefined}
          className={`${Classes.HTML_TABLE} ${Classes.HTML_TABLE_STRIPED} ${Classes.INTERACTIVE} ${Classes.COMPACT}`}
          style={props.fit ? { tableLayout: 'auto', width: '100%' } : { tableLayout: 'fixed', width: 'max-content' }}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((h) => (
                  <GridHeaderCell key={h.id} column={byId.get(h.column.id)!} sort={sort} wrap={props.fit}
                    onSort={(id) => props.onSortChange(cycleSort(sort, id))} onResize={onLayoutChange ? resize : undefined} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, index) => (
              <GridRow key={row.id} row={row} index={index} columns={byId} selected={row.getIsSelected()} wrap={props.fit}
                tabbable={index === Math.min(focusIndex, rows.length - 1)} rowRef={rowRefs.current[index]} onEvent={onRowEvent} />
            ))}
            {rows.length === 0 && !props.loading && (
              <tr role="row"><td role="gridcell" colSpan={visibleCount}><NonIdealState icon="search" description={props.emptyText ?? T.noRows} /></td></tr>
            )}
          </tbody>
        </table>
      </div>
      {props.paged !== false && (
        <GridPager total={props.total} page={props.page} pageSize={props.pageSize} pageSizes={props.pageSizes ?? [...PAGE_SIZES]}
          onPageChange={props.onPageChange} onPageSizeChange={props.onPageSizeChange} />
      )}
    </div>
  );
}
