/* Browser entry of the grid render benchmark: renders the order list grid (38 columns) with fixture orders. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createContext, gridColumns } from '../../engine/core';
import { DataGrid } from '../../engine/react';
import type { ColumnDocument } from '../../engine/core';
// The file itself: esbuild bundles this page, and the folder index discovers its files with Vite's import.meta.glob.
import auftragsresearch from '../../schemas/grids/auftragsresearch.columns.json';
import { fixtureOrders } from '../../app/pages/auftragsresearch/fixtures/orders';

const columns = gridColumns(auftragsresearch as unknown as ColumnDocument);
const rows = fixtureOrders(100);
const context = createContext();
const root = createRoot(document.getElementById('root')!);
const noop = () => undefined;

function grid(selectedIds: number[]) {
  return (
    <DataGrid label="Auftragsliste" columns={columns} rows={rows} rowKey="id" total={rows.length} page={1} pageSize={100}
      sort={null} selectedIds={selectedIds} context={context} onPageChange={noop} onPageSizeChange={noop} onSortChange={noop}
      onSelectionChange={noop} onLayoutChange={noop} />
  );
}

/** Renders the grid once and removes it again; returns React commit and commit + layout times in ms. */
function renderOnce(): { commit: number; layout: number; cells: number } {
  const start = performance.now();
  flushSync(() => root.render(grid([])));
  const commit = performance.now() - start;
  const cells = document.querySelectorAll('td[role="gridcell"]').length;
  void document.body.getBoundingClientRect().height; // forces style and layout of the new table
  const layout = performance.now() - start;
  flushSync(() => root.render(null));
  return { commit, layout, cells };
}

/** Marks one row in the rendered grid (a click); returns the update time in ms. */
function selectOnce(): number {
  flushSync(() => root.render(grid([])));
  const start = performance.now();
  flushSync(() => root.render(grid([rows[42].id!])));
  const took = performance.now() - start;
  flushSync(() => root.render(null));
  return took;
}

Object.assign(window, { renderGrid: renderOnce, selectRow: selectOnce });
