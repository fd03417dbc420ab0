import { api, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { searchPage, usePagedSearch } from '../../grid';
import type { components, operationTypes } from '../../../openapi';

type SearchQuery = NonNullable<operationTypes['searchBenutzer']['parameters']['query']>;

/** A user as the list answers it (contract Benutzer). */
export type User = components['schemas']['Benutzer'];

/**
 * Paged user search (GET /api/benutzer/search) by the fields of usermanagement.screen.json (usePagedSearch): the server
 * sorts by name in German collation. `session` (the logged-in user's id) searches again after a user switch.
 */
export function useUserSearch(session: number | undefined, initialPageSize?: number) {
  return usePagedSearch<User>(
    screenDocument('usermanagement.screen'),
    async ({ query, page, searchLimit }) => {
      const r = await api.GET('/api/benutzer/search', {
        params: { query: { ...query, page, searchLimit } as SearchQuery },
      });
      return searchPage(unwrap(r), r.response);
    },
    initialPageSize,
    session,
  );
}
