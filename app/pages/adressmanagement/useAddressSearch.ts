import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRequestQueue, DEFAULT_PAGE_SIZE, pageCount, sortParam, type GridColumn, type SortState } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { searchFields, searchQuery } from '../../grid';
import type { operationTypes } from '../../../openapi';
import { useNotifier } from '../../notifications';

type SearchQuery = NonNullable<operationTypes['searchAdressen']['parameters']['query']>;

/** An address as the search answers it. */
export type Address = Record<string, unknown> & { id?: number; name?: string | null; inUebertragung?: boolean | null };

/**
 * Paged, sorted address search of a tenant (GET /api/adressen/search) through the request queue, so the answer to the
 * last keystroke is the one shown; the filter fields of adressmanagement.screen.json go under their own names (searchQuery);
 * a changed filter or sort returns to page 1.
 */
export function useAddressSearch(columns: GridColumn[], initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [filter, setFilterState] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [sort, setSortState] = useState<SortState | null>(null);
  const [result, setResult] = useState<{ rows: Address[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const queue = useMemo(() => createRequestQueue(), []);
  const sortBy = sortParam(sort, columns);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const query = { ...searchQuery(screenDocument('adressmanagement.screen'), filter), page, searchLimit: pageSize, sortBy } as SearchQuery;
    queue.enqueue(() => api.GET('/api/adressen/search', { params: { query } })
      .then((r) => ({ rows: unwrap(r) as Address[], total: Number(r.response.headers.get('total-search-results') ?? 0) })))
      .then((outcome) => { if (current && outcome.status === 'done') setResult(outcome.value); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [filter, page, pageSize, sortBy, reloads, queue, notify]);

  /** The filter fields of the form's data; an equal filter (a change of the rules' data only) changes nothing. */
  const filterRef = useRef(filter);
  const setFilter = useCallback((data: Record<string, unknown>) => {
    const next = Object.fromEntries(searchFields(screenDocument('adressmanagement.screen')).filter((n) => n in data).map((n) => [n, data[n]]));
    if (JSON.stringify(filterRef.current) === JSON.stringify(next)) return false;
    filterRef.current = next;
    setFilterState(next);
    setPage(1);
    return true;
  }, []);
  const setPageSize = useCallback((n: number) => { setPageSizeState(n); setPage(1); }, []);
  const setSort = useCallback((s: SortState | null) => { setSortState(s); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  // A reload after a delete can leave the page past the end: show the last page instead.
  const lastPage = pageCount(result.total, pageSize);
  useEffect(() => { if (page > lastPage) setPage(lastPage); }, [page, lastPage]);
  return { filter, setFilter, page, setPage, pageSize, setPageSize, sort, setSort, ...result, loading, reload };
}
