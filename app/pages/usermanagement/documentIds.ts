import type { operationTypes } from '../../../openapi';

/**
 * Ids the user management documents (usermanagement.screen.json, usermanagementDialog.screen.json) name and the page
 * serves. The handler maps are typed by these lists, so `npm run check` compares the documents with what the code handles.
 */

/** Toolbar actions of the list the page handles. */
export const usermanagementActionIds = ['hinzufuegen', 'bearbeiten', 'wechseln', 'aktualisieren'] as const;

/** One of {@link usermanagementActionIds}. */
export type UsermanagementActionId = (typeof usermanagementActionIds)[number];

/** Messages of the list document the page and the header buttons read. */
export const usermanagementMessageIds = ['keineZeile', 'keinBenutzer', 'angelegt', 'aktualisiert', 'leer', 'benutzerwechsel', 'angemeldet', 'hinweis', 'suchvorgaben'] as const;

/** Actions of the dialog the page handles (the submit action is the form's own). */
export const userDialogActionIds = ['abbrechen'] as const;

/** Checks of the dialog the page feeds (the taken user name's rule data). */
export const userDialogCheckIds = ['nameVergeben'] as const;

/** Option sources of the dialog: the languages. */
export const userDialogOptionSourceIds = ['sprachen'] as const;

/** Messages of the dialog document the page reads. */
export const userDialogMessageIds = ['titelNeu', 'titelBearbeiten'] as const;

type SearchQuery = NonNullable<operationTypes['searchBenutzer']['parameters']['query']>;
/** The query parameters of GET /api/benutzer/search a filter field may be (page and size belong to the grid). */
export const usermanagementSearchParams = ['query'] as const satisfies readonly (keyof SearchQuery)[];
