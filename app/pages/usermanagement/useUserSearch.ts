import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { useNotifier } from '../../notifications';

/** A user as the list answers it (contract Benutzer). */
export type User = components['schemas']['Benutzer'];

/**
 * Paged user search (GET /api/benutzer/search): the server sorts by name in German collation; a new query returns to
 * page 1. `session` (the logged-in user's id) reloads the list after a user switch.
 */
export function useUserSearch(session: number | undefined, initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [result, setResult] = useState<{ rows: User[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api.GET('/api/benutzer/search', { params: { query: { query: query.trim() || undefined, page, searchLimit: pageSize } } })
      .then((r) => { if (current) setResult({ rows: unwrap(r), total: Number(r.response.headers.get('total-search-results') ?? 0) }); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [query, page, pageSize, reloads, session, notify]);

  const setQuery = useCallback((q: string) => { setQueryState(q); setPage(1); }, []);
  const setPageSize = useCallback((n: number) => { setPageSizeState(n); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { query, setQuery, page, setPage, pageSize, setPageSize, ...result, loading, reload };
}
