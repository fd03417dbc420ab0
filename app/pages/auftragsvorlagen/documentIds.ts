import type { operationTypes } from '../../../openapi';

/**
 * Toolbar actions of the templates document (auftragsvorlagen.screen.json) the page handles; its handler map is typed by
 * this list, so `npm run check` compares the document with exactly what the code handles.
 */
export const templatesActionIds = ['anwenden', 'loeschen', 'aktualisieren'] as const;

/** One of {@link templatesActionIds}. */
export type TemplatesActionId = (typeof templatesActionIds)[number];

type SearchQuery = NonNullable<operationTypes['searchAuftragsvorlagen']['parameters']['query']>;
/** The query parameters of GET /api/auftragsvorlagen/search a filter field may be (page and size belong to the grid). */
export const templatesSearchParams = ['query', 'mandantId'] as const satisfies readonly (keyof SearchQuery)[];

/** The question the page asks before deleting (the document's `confirms`). */
export const templatesConfirmDelete = 'loeschen';
