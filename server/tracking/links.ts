/** Path of the public tracking page below the portal's base path. */
export const TRACKING_PATH = '/disponent-online/sendungsverfolgung';

/** The public tracking link of a token. */
export function trackingLink(publicUrl: string, token: string): string {
  return `${publicUrl}${TRACKING_PATH}/${token}`;
}

/** The page that confirms unsubscribing from the status mails (a button, so a mail scanner's visit changes nothing). */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${trackingLink(publicUrl, token)}/abmelden`;
}

/** The one-click unsubscribe address of the List-Unsubscribe-Post header (RFC 8058): POST, no login. */
export function unsubscribeApiLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/sendungsverfolgung/${token}/abmelden`;
}
