import type { GridColumn, SortDirection, SortState } from './types';

/** The next state of the sort cycle (account-admin.md §4): 0 default → 1 ascending → 2 descending → 0. */
export function nextSortDirection(direction: SortDirection): SortDirection {
  return ((direction + 1) % 3) as SortDirection;
}

/** The sort after a click on a column header: another column starts ascending, the same one cycles. */
export function cycleSort(sort: SortState | null, columnId: string): SortState | null {
  const current: SortDirection = sort?.columnId === columnId ? sort.direction : 0;
  const next = nextSortDirection(current);
  return next === 0 ? null : { columnId, direction: next };
}

/** The server's sortBy parameter: the read-shape field name, prefixed with '-' for descending. */
export function sortParam(sort: SortState | null, columns: GridColumn[]): string | undefined {
  if (!sort) return undefined;
  const column = columns.find((c) => c.id === sort.columnId);
  const field = column?.sortField ?? column?.field;
  if (!field) return undefined;
  return sort.direction === 2 ? `-${field}` : field;
}
