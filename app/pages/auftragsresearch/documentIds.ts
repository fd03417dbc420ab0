/**
 * Toolbar actions of the order list document (auftragsresearch.screen.json) the page handles. The page's handler map is
 * typed by `listActionIds`, so `npm run check` compares the document with exactly what the code handles.
 */
export const listActionIds = ['neu', 'bearbeiten', 'ansehen', 'kopieren', 'uebertragen', 'uebertragungAbbrechen', 'loeschen',
  'preisermittlung', 'export', 'aktualisieren'] as const;

/** One of {@link listActionIds}. */
export type ListActionId = (typeof listActionIds)[number];

/** The toolbar action the toolbar draws itself as the print menu. */
export const listPrintAction = 'drucken';
