/** Severity of a notification; ERROR opens a modal in the portal, INFO a banner. */
export type Severity = 'ERROR' | 'INFO';

/** One entry of the list every 4xx/5xx answer carries (spec account-admin §3 Notification). */
export interface Notification {
  id: string;
  fieldname: string | null;
  severity: Severity;
  header: string;
  message: string;
}

/** Builds a notification; errors without a field are the common case, hence the defaults. */
export function notification(
  id: string,
  message: string,
  options: { header?: string; fieldname?: string | null; severity?: Severity } = {},
): Notification {
  return {
    id,
    fieldname: options.fieldname ?? null,
    severity: options.severity ?? 'ERROR',
    header: options.header ?? 'Fehler',
    message,
  };
}

/**
 * An error a route throws to answer with a given status and notification list;
 * the global error handler sends it unchanged.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly notifications: Notification[],
  ) {
    super(notifications[0]?.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpProblem';
  }
}

/** Message whose exact wording makes the portal drop the session instead of refreshing (spec §8). */
export const RELOGIN_MESSAGE = 'Bitte melden Sie sich erneut an.';

/** The fixed notifications of the error catalogue, so wording lives in one place. */
export const Notifications = {
  relogin: () => notification('auth.relogin', RELOGIN_MESSAGE, { header: 'Anmeldung' }),
  expired: () =>
    notification('auth.expired', 'Anmeldung abgelaufen. Bitte melden Sie sich erneut an.', { header: 'Anmeldung' }),
  loginFailed: () =>
    notification('login.failed', 'Benutzername oder Passwort ist falsch.', { header: 'Anmeldung fehlgeschlagen' }),
  notFound: () =>
    notification('notFound', 'Die angeforderte Ressource wurde nicht gefunden.', { header: 'Nicht gefunden' }),
  serverError: () => notification('serverError', 'Unbekannter Server Fehler aufgetreten'),
  badRequest: (message = 'Die Anfrage konnte nicht verarbeitet werden.') =>
    notification('badRequest', message, { header: 'Ungültige Anfrage' }),
} as const;
