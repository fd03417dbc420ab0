/**
 * Buttons of the login document (login.screen.json) the page handles besides its submit; the handler map is typed by
 * this list, so `npm run check` compares the document with exactly what the code handles.
 */
export const loginActionIds = ['registrieren'] as const;

/** One of {@link loginActionIds}. */
export type LoginActionId = (typeof loginActionIds)[number];

/** Option sources of the toll calculator document (mautrechner.screen.json) the login page loads. */
export const mautOptionSourceIds = ['mautLaender'] as const;
