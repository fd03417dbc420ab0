/**
 * Ids the admin area document (admin.screen.json) names and the page serves: option sources, toolbar actions (the file
 * choice is drawn by the page) and messages. Typed lists, so `npm run check` compares document and code.
 */

/** The tenants an import may go to: every tenant for admins, the own tenant and sub-tenants for main clients. */
export const adminOptionSourceIds = ['importMandanten'] as const;

/** Toolbar actions the page handles. */
export const adminActionIds = ['vorlage', 'importieren'] as const;

/** The toolbar item the page draws itself: the file choice. */
export const adminFileAction = 'dateiAuswaehlen';

/** Messages of the document the page reads. */
export const adminMessageIds = ['mandantWaehlen', 'importiert', 'nurCsv', 'leer', 'fehlerhaft', 'gelesen', 'spalteUnbekannt', 'kopfzeileFehlt',
  'lesefehler', 'csvAnfuehrungMitten', 'csvAnfuehrungOffen', 'csvNachAnfuehrung', 'csvZuGross', 'csvUngueltig', 'lesen', 'importieren', 'importTitel', 'vorschau', 'zeile', 'fehler', 'keineZeilen'] as const;

/** One of {@link adminMessageIds}. */
export type AdminMessageId = (typeof adminMessageIds)[number];
