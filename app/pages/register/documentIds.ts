import { registerRegistry } from '../../../schemas/registries';

/**
 * Ids the register document (register.screen.json) names and the page serves, declared once in its registry
 * (schemas/registries/register.registry.json): the loader and the handler map are typed by it, so `npm run check`
 * compares the document with exactly what the code serves.
 */

/** One reference list loaded whole: the countries a new customer may choose. */
export type RegisterLoadedSourceId = keyof typeof registerRegistry.optionSources;

/** One source searched as the user types: places of the chosen country by postcode or name. */
export type RegisterSearchedSourceId = keyof typeof registerRegistry.searchSources;

/** Every option source of the register page. */
export const registerOptionSourceIds: string[] = [
  ...Object.keys(registerRegistry.optionSources),
  ...Object.keys(registerRegistry.searchSources),
];

/** One toolbar action the page handles (the submit action is the form's own). */
export type RegisterActionId = keyof typeof registerRegistry.actions;

/** Toolbar actions the page handles. */
export const registerActionIds = Object.keys(registerRegistry.actions) as RegisterActionId[];

/** One check of the document the page feeds (the taken user name's rule data). */
export type RegisterCheckId = keyof typeof registerRegistry.checks;

/** Checks of the document the page feeds. */
export const registerCheckIds = Object.keys(registerRegistry.checks) as RegisterCheckId[];

/** Messages of the document the page reads. */
export const registerMessageIds = [
  'gesendet',
  'bestaetigt',
  'bestaetigen',
  'bestaetigenTitel',
  'linkUngueltig',
  'zurueck',
] as const;
