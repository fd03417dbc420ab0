import type { operationTypes } from '../../../openapi';
import { adressmanagementRegistry } from '../../../schemas/registries';

/**
 * Ids the address management document (adressmanagement.screen.json) names and the page handles, declared once in its
 * registry (schemas/registries/adressmanagement.registry.json); the handler map is typed by it, so `npm run check`
 * compares the document with the code.
 */

/** One toolbar action the page handles. */
export type AdressmanagementActionId = keyof typeof adressmanagementRegistry.actions;

/** Toolbar actions the page handles. */
export const adressmanagementActionIds = Object.keys(adressmanagementRegistry.actions) as AdressmanagementActionId[];

/** Messages of the document the page reads. */
export const adressmanagementMessageIds = [
  'keineZeile',
  'hinweis',
  'loeschenFrage',
  'entfernt',
  'keineAdressen',
  'suchvorgaben',
] as const;

type SearchQuery = NonNullable<operationTypes['searchAdressen']['parameters']['query']>;
/** One query parameter of GET /api/adressen/search a filter field may be (page, size and sort belong to the grid). */
export type AdressmanagementSearchParam = keyof Pick<
  SearchQuery,
  keyof typeof adressmanagementRegistry.searchParams.params
>;

/** The query parameters a filter field may be. */
export const adressmanagementSearchParams = Object.keys(
  adressmanagementRegistry.searchParams.params,
) as AdressmanagementSearchParam[];
