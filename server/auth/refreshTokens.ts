import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL_DAYS = 14;

/** sha256 hex of a refresh token; only this is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new refresh token (32 random bytes, base64url) in a new or given rotation family. */
export async function issueRefreshToken(db: Db, benutzerId: number, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_token (benutzer_id, token_hash, family_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [benutzerId, hashRefreshToken(token), familyId, REFRESH_TOKEN_TTL_DAYS]);
  return token;
}

/**
 * Revokes one of the user's refresh tokens, or all of them when token is absent.
 * A token of another user is silently ignored so logout cannot be used to probe tokens.
 * Returns the number of rows revoked.
 */
export async function revokeRefreshTokens(db: Db, benutzerId: number, token?: string): Promise<number> {
  const { rows } = token === undefined
    ? await db.query(
      `UPDATE refresh_token SET revoked_at = now()
        WHERE benutzer_id = $1 AND revoked_at IS NULL RETURNING id`, [benutzerId])
    : await db.query(
      `UPDATE refresh_token SET revoked_at = now()
        WHERE benutzer_id = $1 AND token_hash = $2 AND revoked_at IS NULL RETURNING id`,
      [benutzerId, hashRefreshToken(token)]);
  return rows.length;
}
