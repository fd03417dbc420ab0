import type { Db } from '../db';
import { verifyAgainstDummy, verifyPassword } from './password';
import { findUserByName, type SessionUser } from './session';

/**
 * Checks user name and password; unknown, wrong and deactivated users all yield undefined
 * after the same amount of hashing work, so the answer reveals nothing about which it was.
 */
export async function authenticate(db: Db, username: string, password: string): Promise<SessionUser | undefined> {
  const user = await findUserByName(db, username);
  if (!user) return verifyAgainstDummy(password).then(() => undefined);
  const ok = await verifyPassword(password, user.password_hash);
  return ok && user.authorized ? user : undefined;
}
