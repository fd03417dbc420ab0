import type { operationTypes } from '../../../openapi';
import { listRegistry, viewRegistry } from '../../../schemas/registries';

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

/** The view document of the print menu (auftragsresearchDrucken.view.json) and the actions PrintMenu handles. */
export const listPrintView = 'auftragsresearchDrucken.view';

/** Actions of {@link listPrintView}: a report chosen, the menu opened (the report types load then). */
export const listPrintActions = Object.keys(
  viewRegistry.auftragsresearchDrucken.actions,
) as (keyof typeof viewRegistry.auftragsresearchDrucken.actions)[];

/** One of {@link listPrintActions}. */
export type ListPrintAction = (typeof listPrintActions)[number];

/** The view documents of the sidebar tabs' contents, by tab id (seitenleiste*.view.json). */
export const listTabViews = {
  auftrag: 'seitenleisteAuftrag.view',
  historie: 'seitenleisteHistorie.view',
  dokumente: 'seitenleisteDokumente.view',
  aenderungen: 'seitenleisteAenderungen.view',
} as const satisfies Record<ListTabId, string>;

/** Actions of the tab 'Dokumente': the proof of delivery, a document of the list. */
export const documentsTabActions = Object.keys(
  viewRegistry.seitenleisteDokumente.actions,
) as (keyof typeof viewRegistry.seitenleisteDokumente.actions)[];

/** One of {@link documentsTabActions}. */
export type DocumentsTabAction = (typeof documentsTabActions)[number];

/** Texts of the tab 'Historie' the timeline reads (buildTimeline's secret status and reached entry). */
export const historyTabTexts = { secretStatus: 'geheimstatus', reached: 'istErfolgt' } as const satisfies Record<
  string,
  keyof typeof viewRegistry.seitenleisteHistorie.reads
>;

/** Texts of the tab 'Dokumente' the page reads: the proof of delivery's file name ({nr}: the order's number). */
export const documentsTabTexts = { proofFile: 'nachweisDatei' } as const satisfies Record<
  string,
  keyof typeof viewRegistry.seitenleisteDokumente.reads
>;

/** Texts of the tab 'Änderungen' the page reads (an entry's label and who made it). */
export const changesTabTexts = Object.keys(
  viewRegistry.seitenleisteAenderungen.reads,
) as (keyof typeof viewRegistry.seitenleisteAenderungen.reads)[];
