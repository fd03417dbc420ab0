import type { operationTypes } from '../../../openapi';

/**
 * Ids the address management document (adressmanagement.screen.json) names and the page handles: toolbar actions and
 * confirms. The page's handler map is typed by these lists, so `npm run check` compares the document with the code.
 */
export const adressmanagementActionIds = ['neu', 'bearbeiten', 'kopieren', 'loeschen', 'aktualisieren'] as const;

/** One of {@link adressmanagementActionIds}. */
export type AdressmanagementActionId = (typeof adressmanagementActionIds)[number];

/** Messages of the document the page reads. */
export const adressmanagementMessageIds = ['keineZeile', 'hinweis', 'loeschenFrage', 'entfernt', 'keineAdressen', 'suchvorgaben'] as const;

type SearchQuery = NonNullable<operationTypes['searchAdressen']['parameters']['query']>;
/** The query parameters of GET /api/adressen/search a filter field may be (page, size and sort belong to the grid). */
export const adressmanagementSearchParams = ['query', 'mandantId'] as const satisfies readonly (keyof SearchQuery)[];
