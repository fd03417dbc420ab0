/**
 * Ids of the capture document (auftragserfassung.screen.json) the page relies on. The page's handler map is typed by
 * `captureActionIds` and its look-ups use `captureDocumentIds`, so `npm run check` compares the document with exactly
 * what the code handles and reads (schemas/lint/registries.ts).
 */

/** Ids `onAction` handles: toolbar actions, dialog confirms and row actions. */
export const captureActionIds = ['abbrechen', 'tagespreis', 'serviceHinzufuegen', 'serviceDialog', 'vorlageDialog', 'gefahrgut', 'gefahrgutDialog'] as const;

/** One of {@link captureActionIds}. */
export type CaptureActionId = (typeof captureActionIds)[number];

/** Toolbar items the page draws itself (`kind: custom`). */
export const captureToolbarItems = { drucken: 'drucken' } as const;

/** Checks, confirms and actions the page reads by id. */
export const captureDocumentIds = {
  premiumCheck: 'premiumGefahrgut', adresseAnlegen: 'adresseAnlegen', datensatzGeaendert: 'datensatzGeaendert', tagespreis: 'tagespreis',
} as const;

/** The view document of the cancel question and the checks' notice (auftragserfassungFragen.view.json) and its answers. */
export const captureQuestionsView = 'auftragserfassungFragen.view';

/** Answers of {@link captureQuestionsView} the page handles. */
export const captureQuestionActions = ['abbrechenJa', 'abbrechenNein', 'hinweisOk'] as const;

/** One of {@link captureQuestionActions}. */
export type CaptureQuestionAction = (typeof captureQuestionActions)[number];

/** The view document of the daily price dialog (tagespreis.view.json) and the actions DailyPriceDialog handles. */
export const dailyPriceView = 'tagespreis.view';

/** Actions of {@link dailyPriceView}: closing and choosing a part in 'Berechnung'. */
export const dailyPriceActions = ['schliessen', 'teilWaehlen'] as const;

/** One of {@link dailyPriceActions}. */
export type DailyPriceAction = (typeof dailyPriceActions)[number];

/** The view document of the capture's print menu (auftragserfassungDrucken.view.json) and its action: a report chosen. */
export const capturePrintView = 'auftragserfassungDrucken.view';

/** Actions of {@link capturePrintView}. */
export const capturePrintActions = ['bericht'] as const;
