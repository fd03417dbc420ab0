import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../engine/core';
import { auftragsvorlagenScreen } from '../../documents';
import { api, toNotifications, unwrap } from '../../api';
import { searchFields, searchQuery } from '../../grid';
import type { paths } from '../../../openapi';
import { useNotifier } from '../../notifications';

/** A template as the search answers it. */
export type Template = { id?: number; vorlageName: string; mandant?: { id?: number; name?: string | null } | null; auftrag: Record<string, unknown> };

type SearchQuery = NonNullable<paths['/api/auftragsvorlagen/search']['get']['parameters']['query']>;

/**
 * Paged template search (GET /api/auftragsvorlagen/search) by the fields of auftragsvorlagen.screen.json, each under its
 * own name (searchQuery); a changed filter returns to page 1.
 */
export function useTemplateSearch(initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [filter, setFilterState] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [result, setResult] = useState<{ rows: Template[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const query = { ...searchQuery(auftragsvorlagenScreen, filter), page, searchLimit: pageSize } as SearchQuery;
    api.GET('/api/auftragsvorlagen/search', { params: { query } })
      .then((r) => { if (current) setResult({ rows: unwrap(r) as Template[], total: Number(r.response.headers.get('total-search-results') ?? 0) }); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [filter, page, pageSize, reloads, notify]);

  /** The filter fields of the form's data; an equal filter (a change of the rules' data only) changes nothing. */
  const filterRef = useRef(filter);
  const setFilter = useCallback((data: Record<string, unknown>) => {
    const next = Object.fromEntries(searchFields(auftragsvorlagenScreen).filter((n) => n in data).map((n) => [n, data[n]]));
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
