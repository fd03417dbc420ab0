import { loginRegistry, mautRegistry } from '../../../schemas/registries';

/**
 * Ids of the login document (login.screen.json) and the toll calculator (mautrechner.screen.json) the page serves,
 * declared once in their registries (schemas/registries/); the handler map and the option loader are typed by them, so
 * `npm run check` compares the documents with exactly what the code handles.
 */

/** One button of the login document the page handles besides its submit. */
export type LoginActionId = keyof typeof loginRegistry.actions;

/** Buttons the page handles besides its submit. */
export const loginActionIds = Object.keys(loginRegistry.actions) as LoginActionId[];

/** One option source of the toll calculator document the login page loads. */
export type MautOptionSourceId = keyof typeof mautRegistry.optionSources;

/** Option sources of the toll calculator document the login page loads. */
export const mautOptionSourceIds = Object.keys(mautRegistry.optionSources) as MautOptionSourceId[];
