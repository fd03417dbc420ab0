import { captureRegistry } from '../../../schemas/registries';

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
  premiumCheck: 'premiumGefahrgut' satisfies CaptureCheckId, adresseAnlegen: 'adresseAnlegen' satisfies CaptureConfirmId,
  datensatzGeaendert: 'datensatzGeaendert' satisfies CaptureConfirmId, tagespreis: 'tagespreis' satisfies CaptureActionId,
} as const;
