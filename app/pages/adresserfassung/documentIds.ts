/**
 * Ids the address capture document (adresserfassung.screen.json) names and the page serves: option sources and toolbar
 * actions. The loader and the handler map are typed by these lists, so `npm run check` compares document and code.
 */

/** Reference lists loaded whole: countries and the main client's tenants. */
export const adresserfassungLoadedSourceIds = ['laender', 'mandanten'] as const;

/** Sources searched as the user types: places of the chosen country by postcode or name. */
export const adresserfassungSearchedSourceIds = ['orte'] as const;

/** Every option source of the address capture page. */
export const adresserfassungOptionSourceIds: string[] = [...adresserfassungLoadedSourceIds, ...adresserfassungSearchedSourceIds];

/** Toolbar actions the page handles (the submit action is the form's own). */
export const adresserfassungActionIds = ['abbrechen'] as const;

/** Messages of the document the page reads. */
export const adresserfassungMessageIds = ['aktualisiert', 'angelegt', 'titelNeu', 'titelKopie', 'titelAendern'] as const;

/** Fields of the form that stay in the browser (the place search and the transfer hint). */
export const adresserfassungFormOnlyFields = ['ortSuche', 'hinweis'] as const;
