import { translate } from './catalogue';

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
export const RELOGIN_MESSAGE = translate('auth.relogin');

/** The fixed notifications of the error catalogue; the id is the translation key the message comes from. */
export const Notifications = {
  relogin: () => notification('auth.relogin', RELOGIN_MESSAGE, { header: 'Anmeldung' }),
  expired: () => notification('auth.expired', translate('auth.expired'), { header: 'Anmeldung' }),
  loginFailed: () => notification('login.failed', translate('login.failed'), { header: 'Anmeldung fehlgeschlagen' }),
  unconfirmed: () =>
    notification('login.unbestaetigt', translate('login.unbestaetigt'), { header: 'Anmeldung fehlgeschlagen' }),
  notFound: () => notification('notFound', translate('notFound'), { header: 'Nicht gefunden' }),
  serverError: () => notification('serverError', translate('serverError')),
  forbidden: () => notification('auth.forbidden', translate('auth.forbidden'), { header: 'Keine Berechtigung' }),
  badRequest: (message = translate('badRequest')) =>
    notification('badRequest', message, { header: 'Ungültige Anfrage' }),
} as const;
