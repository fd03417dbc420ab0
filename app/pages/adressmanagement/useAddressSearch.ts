import { sortParam, type GridColumn } from '../../../engine/core';
import { api, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { searchPage, usePagedSearch } from '../../grid';
import type { operationTypes } from '../../../openapi';

type SearchQuery = NonNullable<operationTypes['searchAdressen']['parameters']['query']>;

/** An address as the search answers it. */
export type Address = Record<string, unknown> & { id?: number; name?: string | null; inUebertragung?: boolean | null };

/**
 * Paged, sorted address search of a tenant (GET /api/adressen/search) by the fields of adressmanagement.screen.json
 * (usePagedSearch); the sorted column goes as its sort parameter (a column's parameter does not change with the layout).
 */
export function useAddressSearch(columns: GridColumn[], initialPageSize?: number) {
  return usePagedSearch<Address>(
    screenDocument('adressmanagement.screen'),
    async ({ query, page, searchLimit, sort }) => {
      const r = await api.GET('/api/adressen/search', {
        params: { query: { ...query, page, searchLimit, sortBy: sortParam(sort, columns) } as SearchQuery },
      });
      return searchPage(unwrap(r) as Address[], r.response);
    },
    initialPageSize,
  );
}
