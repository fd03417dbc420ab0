import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';

/** A template as the search answers it. */
export type Template = { id?: number; vorlageName: string; mandant?: { id?: number; name?: string | null } | null; auftrag: Record<string, unknown> };

/** Paged template search of a tenant (GET /api/auftragsvorlagen/search); a new query or tenant returns to page 1. */
export function useTemplateSearch(mandantId: number | undefined, initialPageSize = DEFAULT_PAGE_SIZE) {
  const { notify } = useNotifier();
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [result, setResult] = useState<{ rows: Template[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api.GET('/api/auftragsvorlagen/search', { params: { query: { query: query || undefined, page, searchLimit: pageSize, mandantId } } })
      .then((r) => { if (current) setResult({ rows: unwrap(r) as Template[], total: Number(r.response.headers.get('total-search-results') ?? 0) }); })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [query, page, pageSize, mandantId, reloads, notify]);

  const setQuery = useCallback((q: string) => { setQueryState(q); setPage(1); }, []);
  const setPageSize = useCallback((n: number) => { setPageSizeState(n); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { query, setQuery, page, setPage, pageSize, setPageSize, ...result, loading, reload };
}
