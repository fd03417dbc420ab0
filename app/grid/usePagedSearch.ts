import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRequestQueue, pageCount, type ScreenDocument, type SortState } from '../../engine/core';
import { useEngineProfile } from '../../engine/react';
import { toNotifications } from '../api';
import { useNotifier } from '../notifications';
import { searchFields, searchQuery } from './searchScreen';

/** One answered page of a search: its rows and the total the server reported (header total-search-results). */
export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

/** What a search call gets: the screen's filter fields under their own names, page, page size and the sort. */
export interface SearchRequest {
  query: Record<string, unknown>;
  page: number;
  searchLimit: number;
  sort: SortState | null;
}

/** Rows and total of an openapi-fetch answer whose header carries the total. */
export function searchPage<Row>(rows: Row[], response: Response): SearchPage<Row> {
  return { rows, total: Number(response.headers.get('total-search-results') ?? 0) };
}

/**
 * The paging, filter and sort state of a search screen (templates, users, addresses) and its search call through a request
 * queue, so the answer to the last keystroke is the one shown. A changed filter, page size or sort returns to page 1; a
 * reload that leaves the page past the end shows the last page. `reloadKey` searches again when it changes (e.g. after a
 * user switch, or when the sorted column's parameter changes with the layout). Without `initialPageSize` it opens with the
 * profile's default page size.
 */
export function usePagedSearch<Row>(
  screen: ScreenDocument,
  call: (request: SearchRequest) => Promise<SearchPage<Row>>,
  initialPageSize?: number,
  reloadKey?: unknown,
) {
  const { notify } = useNotifier();
  const { defaultPageSize } = useEngineProfile().grid;
  const [filter, setFilterState] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize ?? defaultPageSize);
  const [sort, setSortState] = useState<SortState | null>(null);
  const [result, setResult] = useState<SearchPage<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const queue = useMemo(() => createRequestQueue(), []);
  // The latest call without making it an effect dependency (pages pass a new closure on every render).
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    let current = true;
    setLoading(true);
    const request = { query: searchQuery(screen, filter), page, searchLimit: pageSize, sort };
    queue
      .enqueue(() => callRef.current(request))
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
  }, [screen, filter, page, pageSize, sort, reloads, reloadKey, queue, notify]);

  /** The filter fields of the form's data; an equal filter (a change of the rules' data only) changes nothing. */
  const filterRef = useRef(filter);
  const setFilter = useCallback(
    (data: Record<string, unknown>) => {
      const next = Object.fromEntries(
        searchFields(screen)
          .filter((n) => n in data)
          .map((n) => [n, data[n]]),
      );
      if (JSON.stringify(filterRef.current) === JSON.stringify(next)) return false;
      filterRef.current = next;
      setFilterState(next);
      setPage(1);
      return true;
    },
    [screen],
  );
  const setPageSize = useCallback((n: number) => {
    setPageSizeState(n);
    setPage(1);
  }, []);
  const setSort = useCallback((s: SortState | null) => {
    setSortState(s);
    setPage(1);
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const lastPage = pageCount(result.total, pageSize);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  return { filter, setFilter, page, setPage, pageSize, setPageSize, sort, setSort, ...result, loading, reload };
}
