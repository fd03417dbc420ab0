import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRequestQueue, DEFAULT_PAGE_SIZE, pageCount, sortParam, validateScreen } from '../../../engine/core';
import type { GridColumn, RuleContext, SortState } from '../../../engine/core';
import { auftragsresearchScreen } from '../../documents';
import { api, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { useNotifier } from '../../notifications';
import { defaultRange } from './dates';

/** An order as the list receives it. */
export type Order = components['schemas']['Auftrag'];

/** The search inputs of the list (fields of schemas/screens/auftragsresearch.screen.json). */
export interface OrderFilter {
  suchtext: string;
  datumVon: string | null;
  datumBis: string | null;
  datumTyp: 0 | 1 | 2;
  mandantId: number | null;
}

/** Initial filter: empty text, default range, Erfassungsdatum. */
export function initialFilter(today?: Date): OrderFilter {
  return { suchtext: '', ...defaultRange(today), datumTyp: 0, mandantId: null };
}

/**
 * What is wrong with the filter, each text once: the checks of the list document (orders.md §5: both dates valid,
 * Datum von not after Datum bis, search text length). Empty when a search may run.
 */
export function filterMessages(filter: OrderFilter, context: RuleContext): string[] {
  return [...new Set(validateScreen(auftragsresearchScreen, { ...context, data: { ...filter } }).map((m) => m.message))];
}

const NO_RESULT: { rows: Order[]; total: number } = { rows: [], total: 0 };

/** Paged, sorted order search through the request queue; any filter change returns to page 1, an invalid one shows no rows. */
export function useOrderSearch(options: { offeneAuftraege: boolean; columns: GridColumn[]; context: RuleContext; initialPageSize?: number }) {
  const { offeneAuftraege, columns, context } = options;
  const { notify } = useNotifier();
  const queue = useMemo(() => createRequestQueue(), []);
  const [filter, setFilterState] = useState<OrderFilter>(() => initialFilter());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(options.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<SortState | null>(null);
  const [result, setResult] = useState<{ rows: Order[]; total: number }>({ rows: [], total: 0 });
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
    setLoading(true);
    const query = {
      query: filter.suchtext || undefined, page, searchLimit: pageSize, datumVon: filter.datumVon!, datumBis: filter.datumBis!,
      datumTyp: filter.datumTyp, mandantId: filter.mandantId ?? undefined, offeneAuftraege: offeneAuftraege || undefined, sortBy,
    };
    queue.enqueue(() => api.GET('/api/auftraege/search', { params: { query } }).then((r) => ({
      rows: unwrap(r), total: Number(r.response.headers.get('total-search-results') ?? 0),
    }))).then((outcome) => {
      if (current && outcome.status === 'done') setResult(outcome.value);
    }).catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [valid, filter, page, pageSize, sortBy, offeneAuftraege, reloads, queue, notify]);

  // A reload after a delete (or orders gone elsewhere) can leave the page past the end: show the last page instead.
  const lastPage = pageCount(result.total, pageSize);
  useEffect(() => {
    if (result.total > 0 && page > lastPage) setPage(lastPage);
  }, [result.total, page, lastPage]);

  const setFilter = useCallback((change: Partial<OrderFilter>) => { setFilterState((f) => ({ ...f, ...change })); setPage(1); }, []);
  const setPageSize = useCallback((size: number) => { setPageSizeState(size); setPage(1); }, []);
  const setSort = useCallback((next: SortState | null) => { setSortState(next); setPage(1); }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { filter, setFilter, valid, message: messages.join(' ') || undefined, page, setPage, pageSize, setPageSize, sort, setSort, ...result, loading, reload };
}
