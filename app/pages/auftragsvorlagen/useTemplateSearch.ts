import { api, unwrap } from '../../api';
import { auftragsvorlagenScreen } from '../../documents';
import { searchPage, usePagedSearch } from '../../grid';
import type { paths } from '../../../openapi';

/** A template as the search answers it. */
export type Template = {
  id?: number;
  vorlageName: string;
  mandant?: { id?: number; name?: string | null } | null;
  auftrag: Record<string, unknown>;
};

type SearchQuery = NonNullable<paths['/api/auftragsvorlagen/search']['get']['parameters']['query']>;

/**
 * Paged template search (GET /api/auftragsvorlagen/search) by the fields of auftragsvorlagen.screen.json, each under its
 * own name (usePagedSearch).
 */
export function useTemplateSearch(initialPageSize?: number) {
  return usePagedSearch<Template>(
    auftragsvorlagenScreen,
    async ({ query, page, searchLimit }) => {
      const r = await api.GET('/api/auftragsvorlagen/search', {
        params: { query: { ...query, page, searchLimit } as SearchQuery },
      });
      return searchPage(unwrap(r) as Template[], r.response);
    },
    initialPageSize,
  );
}
