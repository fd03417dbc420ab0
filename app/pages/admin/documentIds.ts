import {
  adminRegistry,
  anzeigestatusRegistry,
  sendungsstatusRegistry,
  viewRegistry,
  infoRegistry,
  premiumimportRegistry,
} from '../../../schemas/registries';

/**
 * Ids the admin area document (admin.screen.json) names and the page serves, declared once in its registry
 * (schemas/registries/admin.registry.json): option sources and toolbar actions (the file choice is drawn by the page).
 * The loader and the handler map are typed by it, so `npm run check` compares document and code.
 */

/** One source of the tenants an import may go to: every tenant for admins, the own tenant and sub-tenants for main clients. */
export type AdminOptionSourceId = keyof typeof adminRegistry.optionSources;

/** The option sources of the page. */
export const adminOptionSourceIds = Object.keys(adminRegistry.optionSources) as AdminOptionSourceId[];

/** One toolbar action the page handles. */
export type AdminActionId = keyof typeof adminRegistry.actions;

/** Toolbar actions the page handles. */
export const adminActionIds = Object.keys(adminRegistry.actions) as AdminActionId[];

/** The toolbar item the page draws itself: the file choice. */
export const adminFileAction = 'dateiAuswaehlen' satisfies keyof typeof adminRegistry.toolbarItems;

/** The tabs node of the admin document: one tab per part of the admin area. */
export const adminTabs = 'bereiche' satisfies keyof typeof adminRegistry.tabContents;

/** One tab of the admin area the page fills. */
export type AdminTabId = keyof typeof adminRegistry.tabContents.bereiche;

/** One action of the status translator (anzeigestatus.screen.json) the page handles; 'speichern' submits. */
export type AnzeigestatusActionId = keyof typeof anzeigestatusRegistry.actions;

/** One option source of the status translator: the icon names of the icon picker. */
export type AnzeigestatusOptionSourceId = keyof typeof anzeigestatusRegistry.optionSources;

/** One action of the shipment statuses (sendungsstatus.screen.json) the page handles; 'speichern' submits. */
export type SendungsstatusActionId = keyof typeof sendungsstatusRegistry.actions;

/** One option source of the shipment statuses: icon names and the display statuses to assign to. */
export type SendungsstatusOptionSourceId = keyof typeof sendungsstatusRegistry.optionSources;

/** One action of the Info tab (info.screen.json): reload, index update. */
export type InfoActionId = keyof typeof infoRegistry.actions;

/** One option source of the Info tab: the log files' names. */
export type InfoOptionSourceId = keyof typeof infoRegistry.optionSources;

/** One toolbar action of the premium import (premiumimport.screen.json) the page handles. */
export type PremiumimportActionId = keyof typeof premiumimportRegistry.actions;

/** The toolbar item the premium import draws itself: the file choice. */
export const premiumFileAction = 'dateiAuswaehlen' satisfies keyof typeof premiumimportRegistry.toolbarItems;

/** Messages of the document the page reads. */
export const adminMessageIds = [
  'mandantWaehlen',
  'importiert',
  'nurCsv',
  'leer',
  'fehlerhaft',
  'gelesen',
  'spalteUnbekannt',
  'kopfzeileFehlt',
  'lesefehler',
  'csvAnfuehrungMitten',
  'csvAnfuehrungOffen',
  'csvNachAnfuehrung',
  'csvZuGross',
  'csvUngueltig',
  'lesen',
  'importieren',
  'importTitel',
  'vorschau',
  'zeile',
  'fehler',
  'keineZeilen',
] as const;

/** One of {@link adminMessageIds}. */
export type AdminMessageId = (typeof adminMessageIds)[number];

/** The question before deleting a list entry (eintragLoeschen.view.json). */
export const deleteQuestionView = 'eintragLoeschen.view';

/** One answer of {@link deleteQuestionView}. */
export type DeleteQuestionAction = keyof typeof viewRegistry.eintragLoeschen.actions;
