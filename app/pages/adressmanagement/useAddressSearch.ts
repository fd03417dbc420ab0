import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRequestQueue, DEFAULT_PAGE_SIZE, pageCount, sortParam, type GridColumn, type SortState } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';

/** An address as the search answers it. */
export type Address = Record<string, unknown> & { id?: number; name?: string | null; inUebertragung?: boolean | null };

/**
 * Paged, sorted address search of a tenant (GET /api/adressen/search) through the request queue, so the answer to the
 * last keystroke is the one shown; a new query, tenant or sort returns to page 1.
 */
export function useAddressSearch(columns: GridColumn[], mandantId: number | undefined, initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [query, setQueryState] = useState('');
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
    queue.enqueue(() => api.GET('/api/adressen/search', { params: { query: { query: query.trim() || undefined, page, searchLimit: pageSize, mandantId, sortBy } } })
      .then((r) => ({ rows: unwrap(r) as Address[], total: Number(r.response.headers.get('total-search-results') ?? 0) })))
      .then((outcome) => { if (current && outcome.status === 'done') setResult(outcome.value); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [query, page, pageSize, mandantId, sortBy, reloads, queue, notify]);

  const setQuery = useCallback((q: string) => { setQueryState(q); setPage(1); }, []);
  const setPageSize = useCallback((n: number) => { setPageSizeState(n); setPage(1); }, []);
  const setSort = useCallback((s: SortState | null) => { setSortState(s); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  // A reload after a delete can leave the page past the end: show the last page instead.
  const lastPage = pageCount(result.total, pageSize);
  useEffect(() => { if (page > lastPage) setPage(lastPage); }, [page, lastPage]);
  return { query, setQuery, page, setPage, pageSize, setPageSize, sort, setSort, ...result, loading, reload };
}
