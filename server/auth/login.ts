import type { Db } from '../db';
import { verifyAgainstDummy, verifyPassword } from './password';
import { findUserByName, type SessionUser } from './session';

/** A registered user whose e-mail confirmation is still open: the right password, but no session yet. */
export const UNCONFIRMED = 'unbestaetigt';

/** Whether the user registered himself and has not used the confirmation link yet (an open registration token). */
async function awaitsConfirmation(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM benutzer_token WHERE benutzer_id = $1 AND zweck = 'registrierung' AND used_at IS NULL LIMIT 1",
    [userId],
  );
  return rows.length > 0;
}

/**
 * Checks user name and password; unknown, wrong and deactivated users all yield undefined
 * after the same amount of hashing work, so the answer reveals nothing about which it was. Only who knows the password
 * learns that the account waits for its e-mail confirmation (UNCONFIRMED), so he knows what to do.
 */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
): Promise<SessionUser | typeof UNCONFIRMED | undefined> {
  const user = await findUserByName(db, username);
  if (!user) return verifyAgainstDummy(password).then(() => undefined);
  const ok = await verifyPassword(password, user.password_hash);
  if (!ok) return undefined;
  if (user.authorized) return user;
  return (await awaitsConfirmation(db, user.id)) ? UNCONFIRMED : undefined;
}
