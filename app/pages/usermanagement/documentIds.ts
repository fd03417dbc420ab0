import type { operationTypes } from '../../../openapi';
import { userDialogRegistry, usermanagementRegistry } from '../../../schemas/registries';

/**
 * Ids the user management documents (usermanagement.screen.json, usermanagementDialog.screen.json) name and the page
 * serves, declared once in their registries (schemas/registries/): the handler maps and the loader are typed by them, so
 * `npm run check` compares the documents with what the code handles.
 */

/** One toolbar action of the list the page handles. */
export type UsermanagementActionId = keyof typeof usermanagementRegistry.actions;

/** Toolbar actions of the list the page handles. */
export const usermanagementActionIds = Object.keys(usermanagementRegistry.actions) as UsermanagementActionId[];

/** Messages of the list document the page and the header buttons read. */
export const usermanagementMessageIds = [
  'keineZeile',
  'keinBenutzer',
  'angelegt',
  'aktualisiert',
  'leer',
  'benutzerwechsel',
  'angemeldet',
  'hinweis',
  'suchvorgaben',
] as const;

/** One action of the dialog the page handles (the submit action is the form's own). */
export type UserDialogActionId = keyof typeof userDialogRegistry.actions;

/** Actions of the dialog the page handles. */
export const userDialogActionIds = Object.keys(userDialogRegistry.actions) as UserDialogActionId[];

/** One check of the dialog the page feeds (the taken user name's rule data). */
export type UserDialogCheckId = keyof typeof userDialogRegistry.checks;

/** Checks of the dialog the page feeds. */
export const userDialogCheckIds = Object.keys(userDialogRegistry.checks) as UserDialogCheckId[];

/** One option source of the dialog: the languages. */
export type UserDialogOptionSourceId = keyof typeof userDialogRegistry.optionSources;

/** Option sources of the dialog. */
export const userDialogOptionSourceIds = Object.keys(userDialogRegistry.optionSources) as UserDialogOptionSourceId[];

/** Messages of the dialog document the page reads. */
export const userDialogMessageIds = ['titelNeu', 'titelBearbeiten'] as const;

type SearchQuery = NonNullable<operationTypes['searchBenutzer']['parameters']['query']>;
/** One query parameter of GET /api/benutzer/search a filter field may be (page and size belong to the grid). */
export type UsermanagementSearchParam = keyof Pick<
  SearchQuery,
  keyof typeof usermanagementRegistry.searchParams.params
>;

/** The query parameters a filter field may be. */
export const usermanagementSearchParams = Object.keys(
  usermanagementRegistry.searchParams.params,
) as UsermanagementSearchParam[];
