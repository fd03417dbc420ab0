import { resolveClientConfig } from '../config';
import type { Db } from '../db';

/** Minimum password length: clientMinLengthPw of the configuration, else 8 (account-admin.md §5). */
export async function minPasswordLength(db: Db, mandantId: number | null): Promise<number> {
  const configured = Number((await resolveClientConfig(db, mandantId)).clientMinLengthPw);
  return Number.isInteger(configured) && configured > 0 ? configured : 8;
}

/**
 * The password message (account-admin.md §5), or null when the rule holds. The registration's text lacks the
 * space before 'Zeichen', the user dialog's has it; both are shown exactly as specified.
 */
export function passwordProblem(password: string, min: number, form: 'dialog' | 'registration' = 'dialog'): string | null {
  const ok = password.length >= min && password.length <= 25 && /\d/.test(password) && /[A-ZÄÖÜ]/.test(password) && /[^A-Za-z0-9ÄÖÜäöüß]/.test(password);
  const gap = form === 'registration' ? '' : ' ';
  return ok ? null : `Bitte mindestens ${min}, max. 25${gap}Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben`;
}
