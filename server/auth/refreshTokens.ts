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

/** Outcome of a refresh: the user and the next token, or why the session cannot continue. */
export type RotateResult = { ok: true; benutzerId: number; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the presented one is revoked and replaced by a new one of the same family.
 * Presenting a token that was already used (a replay, e.g. a stolen copy) revokes the whole family,
 * so neither the thief nor the victim can continue without logging in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const { rows: [row] } = await tx.query<{ id: number; benutzer_id: number; family_id: string; revoked: boolean; expired: boolean }>(
      `SELECT id, benutzer_id, family_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
         FROM refresh_token WHERE token_hash = $1 FOR UPDATE`, [hashRefreshToken(token)]);
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) {
      await tx.query('UPDATE refresh_token SET revoked_at = coalesce(revoked_at, now()) WHERE family_id = $1', [row.family_id]);
      // A replaced token coming back is a replay; a logged-out one is just stale.
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    const next = await issueRefreshToken(tx, row.benutzer_id, row.family_id);
    await tx.query(`UPDATE refresh_token SET revoked_at = now(), replaced_by = (SELECT id FROM refresh_token WHERE token_hash = $2)
      WHERE id = $1`, [row.id, hashRefreshToken(next)]);
    return { ok: true, benutzerId: row.benutzer_id, token: next } as const;
  });
}
