import type { operationTypes } from '../../../openapi';
import { listRegistry } from '../../../schemas/registries';

/**
 * Ids of the order list document (auftragsresearch.screen.json) the page handles, declared once in its registry
 * (schemas/registries/auftragsresearch.registry.json): the handler map, the sidebar's contents and the look-ups below are
 * typed by it, so `npm run check` compares the document with exactly what the code handles.
 */

/** One toolbar action the page handles. */
export type ListActionId = keyof typeof listRegistry.actions;

/** Toolbar actions the page handles. */
export const listActionIds = Object.keys(listRegistry.actions) as ListActionId[];

/** The toolbar action the toolbar draws itself as the print menu. */
export const listPrintAction = 'drucken' satisfies keyof typeof listRegistry.toolbarItems;

type SearchQuery = NonNullable<operationTypes['searchAuftraege']['parameters']['query']>;
/**
 * One query parameter of GET /api/auftraege/search a filter field may be (a field's name is its parameter); page, size and
 * sort belong to the grid. `Pick` refuses a registry parameter the generated contract lacks, so a dropped one fails to compile.
 */
export type ListSearchParam = keyof Pick<SearchQuery, keyof typeof listRegistry.searchParams.params>;

/** The query parameters a filter field may be. */
export const listSearchParams = Object.keys(listRegistry.searchParams.params) as ListSearchParam[];

/** The sidebar: the document's tabs node the page draws beside the grid. */
export const listSidebar = 'seitenleiste' satisfies keyof typeof listRegistry.tabContents;

/** One sidebar tab the page registers contents for (sidebar/OrderSidebar.tsx is typed by it). */
export type ListTabId = keyof typeof listRegistry.tabContents.seitenleiste;

/** The sidebar tabs the page registers contents for. */
export const listTabIds = Object.keys(listRegistry.tabContents.seitenleiste) as ListTabId[];

/** The question the page asks before deleting (the document's `confirms`). */
export const listConfirmDelete = 'loeschen' satisfies keyof typeof listRegistry.confirms;
