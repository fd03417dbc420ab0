/**
 * Ids the register document (register.screen.json) names and the page serves: option sources and toolbar actions. The
 * page's loader and handler map are typed by these lists, so `npm run check` compares the document with exactly what the
 * code serves.
 */

/** Reference lists loaded whole: the countries a new customer may choose. */
export const registerLoadedSourceIds = ['laender'] as const;

/** Sources searched as the user types: places of the chosen country by postcode or name. */
export const registerSearchedSourceIds = ['orte'] as const;

/** Every option source of the register page. */
export const registerOptionSourceIds: string[] = [...registerLoadedSourceIds, ...registerSearchedSourceIds];

/** Toolbar actions the page handles (the submit action is the form's own). */
export const registerActionIds = ['abbrechen'] as const;

/** Checks of the document the page feeds (the taken user name's rule data). */
export const registerCheckIds = ['nameVergeben'] as const;

/** Messages of the document the page reads. */
export const registerMessageIds = ['gesendet', 'bestaetigt', 'bestaetigen', 'bestaetigenTitel', 'linkUngueltig', 'zurueck'] as const;
