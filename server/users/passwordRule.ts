import { resolveClientConfig } from '../config';
import type { Db } from '../db';

/** Minimum password length: clientMinLengthPw of the configuration, else 8 (account-admin.md §5). */
export async function minPasswordLength(db: Db, mandantId: number | null): Promise<number> {
  const configured = Number((await resolveClientConfig(db, mandantId)).clientMinLengthPw);
  return Number.isInteger(configured) && configured > 0 ? configured : 8;
}

/** The user dialog's password message (account-admin.md §5 User dialog), or null when the rule holds. */
export function passwordProblem(password: string, min: number): string | null {
  const ok = password.length >= min && password.length <= 25 && /\d/.test(password) && /[A-ZÄÖÜ]/.test(password) && /[^A-Za-z0-9ÄÖÜäöüß]/.test(password);
  return ok ? null : `Bitte mindestens ${min}, max. 25 Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben`;
}
