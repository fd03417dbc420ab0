import { randomBytes } from 'node:crypto';
import { hashRefreshToken } from '../auth';
import type { Db } from '../db';

/** What a mailed one-time token is for. */
export type TokenPurpose = 'registrierung' | 'passwort';

// A registration link is mailed once and may sit in an inbox over a weekend; a reset link should not.
const LIFETIME_HOURS: Record<TokenPurpose, number> = { registrierung: 72, passwort: 2 };

/** Issues a one-time token for the user; only its sha256 is stored. */
export async function issueOneTimeToken(db: Db, benutzerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO benutzer_token (benutzer_id, zweck, token_hash, expires_at)
    VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [benutzerId, purpose, hashRefreshToken(token), LIFETIME_HOURS[purpose]],
  );
  return token;
}

/** Marks an unused, unexpired token as used and answers its user id; undefined for unknown, used or expired tokens. */
export async function consumeOneTimeToken(db: Db, token: string, purpose: TokenPurpose): Promise<number | undefined> {
  const {
    rows: [row],
  } = await db.query<{ benutzer_id: number }>(
    `UPDATE benutzer_token SET used_at = now()
    WHERE token_hash = $1 AND zweck = $2 AND used_at IS NULL AND expires_at > now() RETURNING benutzer_id`,
    [hashRefreshToken(token), purpose],
  );
  return row?.benutzer_id;
}

/** The user (and tenant) of an unused, unexpired token, without using it; undefined for unknown, used or expired tokens. */
export async function liveTokenOwner(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; mandantId: number } | undefined> {
  const {
    rows: [row],
  } = await db.query<{ id: number; mandant_id: number }>(
    `SELECT b.id, b.mandant_id FROM benutzer_token t JOIN benutzer b ON b.id = t.benutzer_id
    WHERE t.token_hash = $1 AND t.zweck = $2 AND t.used_at IS NULL AND t.expires_at > now()`,
    [hashRefreshToken(token), purpose],
  );
  return row && { userId: row.id, mandantId: row.mandant_id };
}
