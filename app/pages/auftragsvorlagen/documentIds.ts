import type { operationTypes } from '../../../openapi';
import { templatesRegistry } from '../../../schemas/registries';

/**
 * Ids of the templates document (auftragsvorlagen.screen.json) the page handles, declared once in its registry
 * (schemas/registries/auftragsvorlagen.registry.json); the handler map is typed by it, so `npm run check` compares the
 * document with exactly what the code handles.
 */

/** One toolbar action the page handles. */
export type TemplatesActionId = keyof typeof templatesRegistry.actions;

/** Toolbar actions the page handles. */
export const templatesActionIds = Object.keys(templatesRegistry.actions) as TemplatesActionId[];

type SearchQuery = NonNullable<operationTypes['searchAuftragsvorlagen']['parameters']['query']>;
/** One query parameter of GET /api/auftragsvorlagen/search a filter field may be (page and size belong to the grid). */
export type TemplatesSearchParam = keyof Pick<SearchQuery, keyof typeof templatesRegistry.searchParams.params>;

/** The query parameters a filter field may be. */
export const templatesSearchParams = Object.keys(templatesRegistry.searchParams.params) as TemplatesSearchParam[];

/** The question the page asks before deleting (the document's `confirms`). */
export const templatesConfirmDelete = 'loeschen' satisfies keyof typeof templatesRegistry.confirms;
