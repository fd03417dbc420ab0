import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { engineProfile, gridColumns } from '../../core';
import type { GridColumn, SortState } from '../../core';
import { DataGrid } from './DataGrid';
import type { DataGridProps } from './DataGrid';
import { shipmentColumns, shipmentRows } from './fixtures';
import type { ShipmentRow } from './fixtures';
import type { RowId } from './selection';

// The profile Storybook's preview (and the unit tests' setup) installed with the portal's documents.
const defaults = gridColumns(shipmentColumns, engineProfile().grid.columnWidth);
const all = shipmentRows(57);

function sortRows(rows: ShipmentRow[], sort: SortState | null): ShipmentRow[] {
  if (!sort) return rows;
  const key = (r: ShipmentRow) =>
    sort.columnId === 'status'
      ? r.status.id
      : sort.columnId === 'datum'
        ? r.datum
        : sort.columnId === 'gewicht'
          ? r.gewicht
          : r.nummer;
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return sort.direction === 2 ? sorted.reverse() : sorted;
}

type StoryArgs = Pick<DataGridProps<ShipmentRow>, 'onOpen' | 'onLayoutChange'> & {
  rowCount: number;
  initialPageSize: number;
  loading?: boolean;
};

/** Plays the server: pages and sorts the fixture rows the way the search endpoint would. */
function ServerPagedGrid({ rowCount, initialPageSize, loading, onOpen, onLayoutChange }: StoryArgs) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<RowId[]>([]);
  const [columns, setColumns] = useState<GridColumn[]>(defaults);
  const rows = useMemo(
    () => sortRows(all.slice(0, rowCount), sort).slice((page - 1) * pageSize, page * pageSize),
    [rowCount, sort, page, pageSize],
  );
  return (
    <DataGrid<ShipmentRow>
      label="Sendungsliste"
      columns={columns}
      defaultColumns={defaults}
      rows={rows}
      rowKey="id"
      total={rowCount}
      page={page}
      pageSize={pageSize}
      sort={sort}
      selectedIds={selected}
      loading={loading}
      onPageChange={setPage}
      onPageSizeChange={(s) => {
        setPageSize(s);
        setPage(1);
      }}
      onSortChange={(s) => {
        setSort(s);
        setPage(1);
      }}
      onSelectionChange={setSelected}
      onOpen={onOpen}
      onLayoutChange={(c) => {
        setColumns(c);
        onLayoutChange?.(c);
      }}
    />
  );
}

const meta = {
  title: 'Engine/DataGrid',
  component: ServerPagedGrid,
  args: { rowCount: 57, initialPageSize: 13, onOpen: fn(), onLayoutChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServerPagedGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 57 shipments, 13 per page: sortable headers, pager with 5 pages, hidden column 'Hinweis' in the column menu. */
export const Standard: Story = {};

/** 300 shipments at 13 per page: 24 pages, the pager shows a window of 10 numbers. */
export const VieleSeiten: Story = { args: { rowCount: 300 } };

/** An empty result. */
export const Leer: Story = { args: { rowCount: 0 } };
