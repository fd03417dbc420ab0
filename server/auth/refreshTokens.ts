import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL_DAYS = 14;

/** How long a rotated refresh token still answers with the pair it was replaced by (several tabs, retried requests). */
export const REFRESH_GRACE_SECONDS = 30;

/** sha256 hex of a refresh token; only this is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new refresh token (32 random bytes, base64url) in a new or given rotation family; impersonatorId marks an admin's switch. */
export async function issueRefreshToken(
  db: Db,
  benutzerId: number,
  familyId: string = randomUUID(),
  impersonatorId: number | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_token (benutzer_id, token_hash, family_id, expires_at, impersonator_id)
     VALUES ($1, $2, $3, now() + make_interval(days => $4), $5)`,
    [benutzerId, hashRefreshToken(token), familyId, REFRESH_TOKEN_TTL_DAYS, impersonatorId],
  );
  return token;
}

/**
 * Revokes one of the user's refresh tokens, or all of them when token is absent.
 * A token of another user is silently ignored so logout cannot be used to probe tokens.
 * Returns the number of rows revoked.
 */
export async function revokeRefreshTokens(db: Db, benutzerId: number, token?: string): Promise<number> {
  const { rows } =
    token === undefined
      ? await db.query(
          `UPDATE refresh_token SET revoked_at = now()
        WHERE benutzer_id = $1 AND revoked_at IS NULL RETURNING id`,
          [benutzerId],
        )
      : await db.query(
          `UPDATE refresh_token SET revoked_at = now()
        WHERE benutzer_id = $1 AND token_hash = $2 AND revoked_at IS NULL RETURNING id`,
          [benutzerId, hashRefreshToken(token)],
        );
  return rows.length;
}

// The successor is sealed with a key derived from the presented token (HKDF, a different derivation than the stored
// sha256), so whoever reads the database learns nothing; only the holder of the old token can open it.
const sealKey = (token: string) => Buffer.from(hkdfSync('sha256', token, 'disponent-refresh', 'successor', 32));

/** AES-256-GCM of the successor token under the presented token's key: iv.tag.ciphertext (base64url). */
export function sealSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(presented), iv);
  const data = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** Opens a sealed successor; undefined when it was not sealed for this token. */
export function openSuccessor(presented: string, sealed: string): string | undefined {
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(presented), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Outcome of a refresh: the user, the next token and its family, or why the session cannot continue. */
export type RotateResult =
  | { ok: true; benutzerId: number; token: string; familyId: string; impersonatorId: number | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the presented one is revoked and replaced by a new one of the same family.
 * The same token presented again within REFRESH_GRACE_SECONDS (a second tab, a retried request) answers the same
 * successor. Presenting a used token after that (a replay, e.g. a stolen copy) revokes the whole family,
 * so neither the thief nor the victim can continue without logging in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const {
      rows: [row],
    } = await tx.query<{
      id: number;
      benutzer_id: number;
      family_id: string;
      revoked: boolean;
      expired: boolean;
      in_grace: boolean;
      successor_sealed: string | null;
      impersonator_id: number | null;
    }>(
      `SELECT id, benutzer_id, family_id, impersonator_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired, successor_sealed,
              revoked_at > now() - make_interval(secs => $2) AS in_grace
         FROM refresh_token WHERE token_hash = $1 FOR UPDATE`,
      [hashRefreshToken(token), REFRESH_GRACE_SECONDS],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) {
      const successor = row.in_grace && row.successor_sealed ? openSuccessor(token, row.successor_sealed) : undefined;
      if (successor)
        return {
          ok: true,
          benutzerId: row.benutzer_id,
          token: successor,
          familyId: row.family_id,
          impersonatorId: row.impersonator_id,
        } as const;
      await tx.query(
        'UPDATE refresh_token SET revoked_at = coalesce(revoked_at, now()), successor_sealed = NULL WHERE family_id = $1',
        [row.family_id],
      );
      // A replaced token coming back is a replay; a logged-out one is just stale.
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    const next = await issueRefreshToken(tx, row.benutzer_id, row.family_id, row.impersonator_id);
    await tx.query(
      `UPDATE refresh_token SET revoked_at = now(), successor_sealed = $3,
        replaced_by = (SELECT id FROM refresh_token WHERE token_hash = $2) WHERE id = $1`,
      [row.id, hashRefreshToken(next), sealSuccessor(token, next)],
    );
    return {
      ok: true,
      benutzerId: row.benutzer_id,
      token: next,
      familyId: row.family_id,
      impersonatorId: row.impersonator_id,
    } as const;
  });
}
