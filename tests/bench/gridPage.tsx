/*
 * Browser entry of the grid benchmark: the order list's 38 columns over fixture orders, rendered by our DataGrid, by a
 * plain TanStack table (gridPeers.tsx) and by AG Grid Community, each in the same 1600 × 800 box. gridRender.ts drives it.
 */
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cellValue, createContext, gridColumns, installProfile } from '../../engine/core';
import type { SortState } from '../../engine/core';
import { DataGrid } from '../../engine/react';
// The file itself: esbuild bundles this page, and the folder index discovers its files with Vite's import.meta.glob.
import { auftragsresearchColumns as auftragsresearch } from '../../schemas/grids';
import { portalProfile } from '../../schemas/profile';
import { fixtureOrders } from '../../app/pages/auftragsresearch/fixtures/orders';
import { AgGridPeer, TanStackPeer, type PeerProps } from './gridPeers';

type Order = ReturnType<typeof fixtureOrders>[number];
/** The grids measured side by side. */
export type GridKind = 'ours' | 'tanstack' | 'ag';

// The grid reads page sizes and the width rule from the portal's profile, as in the portal.
installProfile(portalProfile);
const columns = gridColumns(auftragsresearch, portalProfile.grid.columnWidth);
const context = createContext();
const rowSets: Record<number, Order[]> = { 100: fixtureOrders(100), 1000: fixtureOrders(1000) };
const host = document.getElementById('root')!;
const root = createRoot(host);
const noop = () => undefined;

/** The order list as the page uses it: the sort is the page's state, applied to the rows (here in the browser, not by the server). */
function Ours({ rows, selected }: PeerProps) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.columnId);
    if (!column) return rows;
    const keyed = rows.map((row) => ({ row, key: String(cellValue(row, column, context) ?? '') }));
    keyed.sort((a, b) => a.key.localeCompare(b.key) * (sort.direction === 2 ? -1 : 1));
    return keyed.map((k) => k.row);
  }, [rows, sort]);
  const selectedIds = useMemo(() => (selected === null ? [] : [selected]), [selected]);
  return (
    <DataGrid<Order>
      label="Auftragsliste"
      columns={columns}
      rows={sorted}
      rowKey="id"
      total={rows.length}
      page={1}
      pageSize={rows.length}
      sort={sort}
      selectedIds={selectedIds}
      context={context}
      onPageChange={noop}
      onPageSizeChange={noop}
      onSortChange={(next) => setSort(next ?? null)}
      onSelectionChange={noop}
      onLayoutChange={noop}
    />
  );
}

function App({ kind, rows, selected }: { kind: GridKind; rows: Order[]; selected: number | null }) {
  const props = { rows, selected, columns, context };
  return (
    <div style={{ width: 1600, height: 800, display: 'flex', flexDirection: 'column' }}>
      {kind === 'ours' ? (
        <Ours {...props} />
      ) : kind === 'tanstack' ? (
        <TanStackPeer {...props} />
      ) : (
        <AgGridPeer {...props} />
      )}
    </div>
  );
}

/**
 * Resolves with the time from `start` to the paint after the last DOM change: after each frame (rAF, then a task, which
 * runs after the paint) it notes whether anything changed; three quiet frames (and `ready`) end the wait.
 */
function settled(start: number, observer: { dirty: boolean; stop: () => void }, ready = () => true): Promise<number> {
  return new Promise((resolve) => {
    let painted = start;
    let quiet = 0;
    const frame = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (observer.dirty) {
            observer.dirty = false;
            painted = performance.now();
            quiet = 0;
          } else quiet++;
          if (quiet >= 3 && ready()) {
            observer.stop();
            resolve(painted - start);
          } else frame();
        }),
      );
    frame();
  });
}

function watch() {
  const state = { dirty: false, stop: () => mo.disconnect() };
  const mo = new MutationObserver(() => {
    state.dirty = true;
  });
  mo.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  return state;
}

const cellSelector: Record<GridKind, string> = { ours: 'td[role="gridcell"]', tanstack: 'tbody td', ag: '.ag-cell' };
const sortTarget: Record<GridKind, () => HTMLElement | null> = {
  ours: () => host.querySelector(`th[aria-label="${columns.find((c) => c.id === 'datum')!.header}"] button`),
  tanstack: () => host.querySelector('th[data-column="datum"]'),
  ag: () => host.querySelector('.ag-header-cell[col-id="datum"] .ag-header-cell-label'),
};

/** The element the wheel scrolls vertically: the first one with overflowing content that may scroll. */
const scrollElement = () =>
  [...host.querySelectorAll<HTMLElement>('*')].find(
    (el) => el.scrollHeight > el.clientHeight + 50 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
  )!;

let current: { kind: GridKind; count: number } = { kind: 'ours', count: 100 };
const bench = {
  /** Mounts a grid with `count` rows; resolves with the time to the painted frame. */
  mount(kind: GridKind, count: number): Promise<number> {
    current = { kind, count };
    const observer = watch();
    const start = performance.now();
    root.render(<App kind={kind} rows={rowSets[count]} selected={null} />);
    observer.dirty = true;
    return settled(start, observer, () => bench.cells() > 0);
  },
  unmount() {
    flushSync(() => root.render(null));
  },
  cells() {
    return host.querySelectorAll(cellSelector[current.kind]).length;
  },
  /** Clicks the 'Datum' header (sort cycle); resolves with the time to the painted frame of the re-sorted rows. */
  sortClick(): Promise<number> {
    const target = sortTarget[current.kind]();
    if (!target) throw new Error(`no sort header in ${current.kind}`);
    const observer = watch();
    const start = performance.now();
    target.click();
    return settled(start, observer);
  },
  /** Re-renders the mounted grid with one row marked (same rows, new parent render); returns the synchronous commit in ms. */
  rerender(selected: number): number {
    const start = performance.now();
    flushSync(() => root.render(<App kind={current.kind} rows={rowSets[current.count]} selected={selected} />));
    return performance.now() - start;
  },
  /** The scrolling element of the mounted grid, for the wheel. */
  scroller(): { x: number; y: number } {
    const r = scrollElement().getBoundingClientRect();
    return { x: r.left + 300, y: r.top + 200 };
  },
  frames: [] as number[],
  recording: false,
  /** Starts recording frame times (deltas between animation frames). */
  record() {
    bench.frames = [];
    bench.recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      if (!bench.recording) return;
      bench.frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  },
  stop(): { frames: number[]; scrollTop: number } {
    bench.recording = false;
    return { frames: bench.frames, scrollTop: scrollElement().scrollTop };
  },
};

Object.assign(window, { bench });
