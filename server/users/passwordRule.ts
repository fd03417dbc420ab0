import { resolveClientConfig } from '../config';
import { DEMO_PASSWORD, isDemoDatabase, type Db } from '../db';
import { translate } from '../errors';

/** Minimum password length: clientMinLengthPw of the configuration, else 8 (account-admin.md §5). */
export async function minPasswordLength(db: Db, mandantId: number | null): Promise<number> {
  const configured = Number((await resolveClientConfig(db, mandantId)).clientMinLengthPw);
  return Number.isInteger(configured) && configured > 0 ? configured : 8;
}

/** Rows with the password minimum of their tenant (password_min), one configuration read per tenant. */
export async function withPasswordMinimum<T extends { mandant_id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { password_min: number })[]> {
  const minimum = new Map<number, number>();
  for (const id of new Set(rows.map((r) => r.mandant_id))) minimum.set(id, await minPasswordLength(db, id));
  return rows.map((r) => ({ ...r, password_min: minimum.get(r.mandant_id)! }));
}

/**
 * The password message (account-admin.md §5), or null when the rule holds. The registration's text lacks the
 * space before 'Zeichen', the user dialog's has it; both are shown exactly as specified.
 */
export function passwordProblem(
  password: string,
  min: number,
  form: 'dialog' | 'registration' = 'dialog',
): string | null {
  const ok =
    password.length >= min &&
    password.length <= 25 &&
    /\d/.test(password) &&
    /[A-ZÄÖÜ]/.test(password) &&
    /[^A-Za-z0-9ÄÖÜäöüß]/.test(password);
  const gap = form === 'registration' ? '' : ' ';
  return ok
    ? null
    : `Bitte mindestens ${min}, max. 25${gap}Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben`;
}

/**
 * The refusal of the published demo password outside a demo database (the README names it, so anyone could log in with
 * it), or null. A database is a demo database when the demo seed ran on it (isDemoDatabase).
 */
export async function demoPasswordProblem(db: Db, password: string): Promise<string | null> {
  if (password !== DEMO_PASSWORD || (await isDemoDatabase(db))) return null;
  return translate('passwort.demo');
}
