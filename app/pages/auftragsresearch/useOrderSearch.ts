import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createRequestQueue, pageCount, sortParam, validateScreen } from '../../../engine/core';
import type { GridColumn, RuleContext, SortState } from '../../../engine/core';
import { useEngineProfile } from '../../../engine/react';
import { auftragsresearchScreen } from '../../documents';
import { toNotifications } from '../../api';
import { searchFields, searchQuery } from '../../grid';
import { useNotifier } from '../../notifications';
import { searchPage, settledPage, type OrderFilter, type SearchQuery, type SearchResult } from './firstPage';

export { initialFilter } from './firstPage';
export type { Order, OrderFilter } from './firstPage';

/** The filter fields of a form's data (the rules' data the page adds is no filter). */
export function filterOf(data: Record<string, unknown>): OrderFilter {
  return Object.fromEntries(
    searchFields(auftragsresearchScreen)
      .filter((name) => name in data)
      .map((name) => [name, data[name]]),
  );
}

/**
 * What is wrong with the filter, each text once: the checks of the list document (orders.md §5: both dates valid,
 * Datum von not after Datum bis, search text length). Empty when a search may run.
 */
export function filterMessages(filter: OrderFilter, context: RuleContext): string[] {
  return [
    ...new Set(validateScreen(auftragsresearchScreen, { ...context, data: { ...filter } }).map((m) => m.message)),
  ];
}

const NO_RESULT: SearchResult = { rows: [], total: 0, capped: false };

/** The search request of a list state. */
function listQuery(
  state: { filter: OrderFilter; page: number; pageSize: number; sortBy?: string },
  offeneAuftraege: boolean,
  felder: string | undefined,
): SearchQuery {
  return {
    ...searchQuery(auftragsresearchScreen, state.filter),
    page: state.page,
    searchLimit: state.pageSize,
    sortBy: state.sortBy,
    ...(offeneAuftraege ? { offeneAuftraege } : {}),
    ...(felder ? { felder } : {}),
  } as SearchQuery;
}

/**
 * Paged, sorted order search through the request queue; any filter change returns to page 1, an invalid one shows no rows.
 * The filter goes to the search generically: each field under its own name (searchQuery); `felder` asks only for the
 * list's paths (a page of 50 whole orders was 140 KB of JSON), and a column switched on asks again.
 */
export function useOrderSearch(options: {
  offeneAuftraege: boolean;
  columns: GridColumn[];
  context: RuleContext;
  initialPageSize?: number;
  initial: OrderFilter;
  /** The row paths the list shows and its actions read (rowFieldsOf the column document); undefined: whole orders. */
  felder?: string;
}) {
  const { offeneAuftraege, columns, context, felder } = options;
  const { notify } = useNotifier();
  const { defaultPageSize } = useEngineProfile().grid;
  const queue = useMemo(() => createRequestQueue(), []);
  const [filter, setFilterState] = useState<OrderFilter>(options.initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(options.initialPageSize ?? defaultPageSize);
  const [sort, setSortState] = useState<SortState | null>(null);
  // The first page's answer may be there before the list paints (prefetchFirstPage): its rows go into the first paint and
  // the first search takes that answer without showing the list as loading.
  const firstQuery = () =>
    listQuery({ filter, page, pageSize, sortBy: sortParam(null, columns) }, offeneAuftraege, felder);
  const firstKey = useRef<string | undefined>(undefined);
  const [result, setResult] = useState<SearchResult>(() => settledPage(firstQuery()) ?? NO_RESULT);
  useLayoutEffect(() => {
    // Before the first paint, also when the answer came while the page rendered: the update here is painted with it.
    const query = firstQuery();
    const settled = settledPage(query);
    if (!settled) return;
    firstKey.current = JSON.stringify(query);
    setResult(settled);
  }, []); // the first mount's query only
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  const messages = useMemo(() => filterMessages(filter, context), [filter, context]);
  const valid = messages.length === 0;
  const sortBy = sortParam(sort, columnsRef.current);

  useEffect(() => {
    // An invalid filter clears the table: rows of the previous filter must not pass for results of this one.
    if (!valid) {
      setResult(NO_RESULT);
      setLoading(false);
      return;
    }
    let current = true;
    const query = listQuery({ filter, page, pageSize, sortBy }, offeneAuftraege, felder);
    if (firstKey.current === JSON.stringify(query)) {
      // Painted already: take the answer so that a later visit of the list asks the server again.
      firstKey.current = undefined;
      void searchPage(query);
      return;
    }
    setLoading(true);
    queue
      // The first page's answer may be under way already (prefetchFirstPage, started as the route was entered).
      .enqueue(() => searchPage(query))
      .then((outcome) => {
        if (current && outcome.status === 'done') setResult(outcome.value);
      })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [valid, filter, page, pageSize, sortBy, offeneAuftraege, felder, reloads, queue, notify]);

  // A reload after a delete (or orders gone elsewhere) can leave the page past the end: show the last page instead.
  // A capped total is no end: pages past it are reached by paging on while pages are full.
  const lastPage = pageCount(result.total, pageSize);
  useEffect(() => {
    if (result.total > 0 && !result.capped && page > lastPage) setPage(lastPage);
  }, [result.total, result.capped, page, lastPage]);

  /** A new filter; an equal one (the form reports every change, also of the rules' data) changes nothing. */
  const filterRef = useRef(filter);
  const setFilter = useCallback((next: OrderFilter) => {
    if (JSON.stringify(filterRef.current) === JSON.stringify(next)) return false;
    filterRef.current = next;
    setFilterState(next);
    setPage(1);
    return true;
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const setSort = useCallback((next: SortState | null) => {
    setSortState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    filter,
    setFilter,
    valid,
    message: messages.join(' ') || undefined,
    page,
    setPage,
    pageSize,
    setPageSize,
    sort,
    setSort,
    ...result,
    loading,
    reload,
  };
}
