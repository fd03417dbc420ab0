/**
 * Toolbar actions of the templates document (auftragsvorlagen.screen.json) the page handles; its handler map is typed by
 * this list, so `npm run check` compares the document with exactly what the code handles.
 */
export const templatesActionIds = ['anwenden', 'loeschen', 'aktualisieren'] as const;

/** One of {@link templatesActionIds}. */
export type TemplatesActionId = (typeof templatesActionIds)[number];
