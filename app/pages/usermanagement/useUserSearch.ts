import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { searchFields, searchQuery } from '../../grid';
import type { components, operationTypes } from '../../../openapi';
import { useNotifier } from '../../notifications';

type SearchQuery = NonNullable<operationTypes['searchBenutzer']['parameters']['query']>;

/** A user as the list answers it (contract Benutzer). */
export type User = components['schemas']['Benutzer'];

/**
 * Paged user search (GET /api/benutzer/search) by the fields of usermanagement.screen.json, each under its own name
 * (searchQuery): the server sorts by name in German collation; a changed filter returns to page 1. `session` (the logged-in user's id) reloads the list after a user switch.
 */
export function useUserSearch(session: number | undefined, initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [filter, setFilterState] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [result, setResult] = useState<{ rows: User[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const query = { ...searchQuery(screenDocument('usermanagement.screen'), filter), page, searchLimit: pageSize } as SearchQuery;
    api.GET('/api/benutzer/search', { params: { query } })
      .then((r) => { if (current) setResult({ rows: unwrap(r), total: Number(r.response.headers.get('total-search-results') ?? 0) }); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [filter, page, pageSize, reloads, session, notify]);

  /** The filter fields of the form's data; an equal filter (a change of the rules' data only) changes nothing. */
  const filterRef = useRef(filter);
  const setFilter = useCallback((data: Record<string, unknown>) => {
    const next = Object.fromEntries(searchFields(screenDocument('usermanagement.screen')).filter((n) => n in data).map((n) => [n, data[n]]));
    if (JSON.stringify(filterRef.current) === JSON.stringify(next)) return false;
    filterRef.current = next;
    setFilterState(next);
    setPage(1);
    return true;
  }, []);
  const setPageSize = useCallback((n: number) => { setPageSizeState(n); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { setFilter, page, setPage, pageSize, setPageSize, ...result, loading, reload };
}
