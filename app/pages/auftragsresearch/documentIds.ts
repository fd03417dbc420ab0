import type { operationTypes } from '../../../openapi';

/**
 * Toolbar actions of the order list document (auftragsresearch.screen.json) the page handles. The page's handler map is
 * typed by `listActionIds`, so `npm run check` compares the document with exactly what the code handles.
 */
export const listActionIds = ['neu', 'bearbeiten', 'ansehen', 'kopieren', 'uebertragen', 'uebertragungAbbrechen', 'loeschen',
  'preisermittlung', 'export', 'exportXlsx', 'aktualisieren'] as const;

/** One of {@link listActionIds}. */
export type ListActionId = (typeof listActionIds)[number];

/** The toolbar action the toolbar draws itself as the print menu. */
export const listPrintAction = 'drucken';

type SearchQuery = NonNullable<operationTypes['searchAuftraege']['parameters']['query']>;
/**
 * The query parameters of GET /api/auftraege/search a filter field may be (a field's name is its parameter); page, size and
 * sort belong to the grid. Typed by the generated contract, so a parameter the API drops fails to compile.
 */
export const listSearchParams = ['query', 'datumVon', 'datumBis', 'datumTyp', 'mandantId', 'offeneAuftraege'] as const satisfies readonly (keyof SearchQuery)[];

/** The sidebar: the document's tabs node the page draws beside the grid, and the tabs it has contents for. */
export const listSidebar = 'seitenleiste';

/** The sidebar tabs the page registers contents for (sidebar/tabContents.tsx is typed by this list). */
export const listTabIds = ['auftrag', 'historie', 'dokumente'] as const;

/** One of {@link listTabIds}. */
export type ListTabId = (typeof listTabIds)[number];

/** The question the page asks before deleting (the document's `confirms`). */
export const listConfirmDelete = 'loeschen';

/** The view document of the print menu (auftragsresearchDrucken.view.json) and the actions PrintMenu handles. */
export const listPrintView = 'auftragsresearchDrucken.view';

/** Actions of {@link listPrintView}: a report chosen, the menu opened (the report types load then). */
export const listPrintActions = ['bericht', 'laden'] as const;

/** One of {@link listPrintActions}. */
export type ListPrintAction = (typeof listPrintActions)[number];

/** The view documents of the sidebar tabs' contents, by tab id (seitenleiste*.view.json). */
export const listTabViews = {
  auftrag: 'seitenleisteAuftrag.view', historie: 'seitenleisteHistorie.view', dokumente: 'seitenleisteDokumente.view',
} as const satisfies Record<ListTabId, string>;

/** Actions of the tab 'Dokumente': the proof of delivery, a document of the list. */
export const documentsTabActions = ['abliefernachweis', 'oeffnen'] as const;

/** One of {@link documentsTabActions}. */
export type DocumentsTabAction = (typeof documentsTabActions)[number];

/** Texts of the tab 'Historie' the timeline reads (buildTimeline's secret status and reached entry). */
export const historyTabTexts = { secretStatus: 'geheimstatus', reached: 'istErfolgt' } as const;

/** Texts of the tab 'Dokumente' the page reads: the proof of delivery's file name ({nr}: the order's number). */
export const documentsTabTexts = { proofFile: 'nachweisDatei' } as const;
