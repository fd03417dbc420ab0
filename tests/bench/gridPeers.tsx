/* The grid benchmark's peers on the same rows and columns: a plain (non-virtualised) TanStack table and AG Grid Community. */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { cellValue, formatCell } from '../../engine/core';
import type { GridColumn, RuleContext } from '../../engine/core';

ModuleRegistry.registerModules([AllCommunityModule]);

/** What every grid of the benchmark gets. */
export interface PeerProps {
  rows: object[];
  selected: number | null;
  columns: GridColumn[];
  context: RuleContext;
}

const rowId = (row: object) => String((row as { id: number }).id);

/** The straightforward TanStack table: every row and cell in the DOM, client-side sorting, no memoisation. */
export function TanStackPeer({ rows, selected, columns, context }: PeerProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const defs = useMemo<ColumnDef<object, unknown>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        size: c.width,
        accessorFn: (row) => cellValue(row, c, context) ?? '',
        cell: (info) => formatCell(info.getValue(), c.type),
        sortingFn: 'alphanumeric',
      })),
    [columns, context],
  );
  const rowSelection = useMemo(() => (selected === null ? {} : { [String(selected)]: true }), [selected]);
  const table = useReactTable({
    data: rows,
    columns: defs,
    getRowId: rowId,
    state: { sorting, rowSelection },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <div style={{ overflow: 'auto', flex: 1 }}>
      <table style={{ tableLayout: 'fixed', width: 'max-content', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  data-column={h.column.id}
                  style={{ width: h.getSize(), padding: '4px 8px', textAlign: 'left', whiteSpace: 'nowrap' }}
                  onClick={h.column.getToggleSortingHandler()}
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                  {{ asc: ' ▲', desc: ' ▼' }[h.column.getIsSorted() as string] ?? ''}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} style={{ background: row.getIsSelected() ? '#8abbff55' : undefined }}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  style={{
                    padding: '4px 8px',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    maxWidth: cell.column.getSize(),
                  }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** AG Grid Community with its defaults (row and column virtualisation), the same values and formatting as ours. */
export function AgGridPeer({ rows, selected, columns, context }: PeerProps) {
  const ref = useRef<AgGridReact>(null);
  const defs = useMemo<ColDef[]>(
    () =>
      columns.map((c) => ({
        colId: c.id,
        headerName: c.header,
        width: c.width,
        sortable: true,
        valueGetter: (p) => (p.data ? (cellValue(p.data as object, c, context) ?? '') : ''),
        valueFormatter: (p) => formatCell(p.value, c.type),
      })),
    [columns, context],
  );
  useLayoutEffect(() => {
    if (selected !== null) ref.current?.api?.getRowNode(String(selected))?.setSelected(true, true);
  }, [selected]);
  return (
    <div style={{ flex: 1 }}>
      <AgGridReact
        ref={ref}
        rowData={rows}
        columnDefs={defs}
        getRowId={(p) => rowId(p.data as object)}
        animateRows={false}
        rowSelection={{ mode: 'multiRow', checkboxes: false, headerCheckbox: false, enableClickSelection: true }}
      />
    </div>
  );
}
