import { translate } from '../errors/catalogue';
import type { OutgoingMail } from './mailer';

/** The registration mail: the link confirms the address (account-admin.md §2 /confirmreg, token in the third segment). */
export function registrationMail(to: string, userName: string, link: string): OutgoingMail {
  return {
    to,
    subject: translate('mail.registrierung.betreff'),
    text: translate('mail.registrierung.text', userName, link),
  };
}

/** The password mail: the link leads to the page where the user sets a new password (one use, expiring). */
export function passwordMail(to: string, userName: string, link: string): OutgoingMail {
  return { to, subject: translate('mail.passwort.betreff'), text: translate('mail.passwort.text', userName, link) };
}
