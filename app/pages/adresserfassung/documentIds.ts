import { adresserfassungRegistry } from '../../../schemas/registries';

/**
 * Ids the address capture document (adresserfassung.screen.json) names and the page serves, declared once in its registry
 * (schemas/registries/adresserfassung.registry.json); the loader and the handler map are typed by it, so `npm run check`
 * compares document and code.
 */

/** One reference list loaded whole: countries and the main client's tenants. */
export type AdresserfassungLoadedSourceId = keyof typeof adresserfassungRegistry.optionSources;

/** One source searched as the user types: places of the chosen country by postcode or name. */
export type AdresserfassungSearchedSourceId = keyof typeof adresserfassungRegistry.searchSources;

/** Every option source of the address capture page. */
export const adresserfassungOptionSourceIds: string[] = [
  ...Object.keys(adresserfassungRegistry.optionSources),
  ...Object.keys(adresserfassungRegistry.searchSources),
];

/** One toolbar action the page handles (the submit action is the form's own). */
export type AdresserfassungActionId = keyof typeof adresserfassungRegistry.actions;

/** Toolbar actions the page handles. */
export const adresserfassungActionIds = Object.keys(adresserfassungRegistry.actions) as AdresserfassungActionId[];

/** Messages of the document the page reads. */
export const adresserfassungMessageIds = [
  'aktualisiert',
  'angelegt',
  'titelNeu',
  'titelKopie',
  'titelAendern',
] as const;

/** Fields of the form that stay in the browser (the place search and the transfer hint). */
export const adresserfassungFormOnlyFields = ['ortSuche', 'hinweis'] as const;
