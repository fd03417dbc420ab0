import { captureRegistry, viewRegistry } from '../../../schemas/registries';

/**
 * Ids of the capture document (auftragserfassung.screen.json) the page handles and reads, declared once in its registry
 * (schemas/registries/auftragserfassung.registry.json): the handler map is typed by the registry's actions and the
 * look-ups below by its checks and confirms, so `npm run check` compares the document with exactly what the code handles.
 */

/** One id `onAction` handles: toolbar actions, dialog confirms and row actions. */
export type CaptureActionId = keyof typeof captureRegistry.actions;

/** One toolbar item the page draws itself (`kind: custom`). */
export type CaptureToolbarItem = keyof typeof captureRegistry.toolbarItems;

/** One check the page reads. */
export type CaptureCheckId = keyof typeof captureRegistry.checks;

/** One confirm the page asks. */
export type CaptureConfirmId = keyof typeof captureRegistry.confirms;

/** Ids `onAction` handles. */
export const captureActionIds = Object.keys(captureRegistry.actions) as CaptureActionId[];

/** Toolbar items the page draws itself (`kind: custom`). */
export const captureToolbarItems = { drucken: 'drucken' satisfies CaptureToolbarItem } as const;

/** Checks, confirms and actions the page reads by id. */
export const captureDocumentIds = {
  premiumCheck: 'premiumGefahrgut' satisfies CaptureCheckId,
  adresseAnlegen: 'adresseAnlegen' satisfies CaptureConfirmId,
  datensatzGeaendert: 'datensatzGeaendert' satisfies CaptureConfirmId,
  tagespreis: 'tagespreis' satisfies CaptureActionId,
} as const;

/** The view document of the cancel question and the checks' notice (auftragserfassungFragen.view.json) and its answers. */
export const captureQuestionsView = 'auftragserfassungFragen.view';

/** Answers of {@link captureQuestionsView} the page handles. */
export const captureQuestionActions = Object.keys(
  viewRegistry.auftragserfassungFragen.actions,
) as (keyof typeof viewRegistry.auftragserfassungFragen.actions)[];

/** One of {@link captureQuestionActions}. */
export type CaptureQuestionAction = (typeof captureQuestionActions)[number];

/** The view document of the daily price dialog (tagespreis.view.json) and the actions DailyPriceDialog handles. */
export const dailyPriceView = 'tagespreis.view';

/** Actions of {@link dailyPriceView}: closing and choosing a part in 'Berechnung'. */
export const dailyPriceActions = Object.keys(
  viewRegistry.tagespreis.actions,
) as (keyof typeof viewRegistry.tagespreis.actions)[];

/** One of {@link dailyPriceActions}. */
export type DailyPriceAction = (typeof dailyPriceActions)[number];

/** The view document of the capture's print menu (auftragserfassungDrucken.view.json) and its action: a report chosen. */
export const capturePrintView = 'auftragserfassungDrucken.view';

/** Actions of {@link capturePrintView}. */
export const capturePrintActions = Object.keys(
  viewRegistry.auftragserfassungDrucken.actions,
) as (keyof typeof viewRegistry.auftragserfassungDrucken.actions)[];
