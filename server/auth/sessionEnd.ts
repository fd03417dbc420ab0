import type { Db } from '../db';
import type { SessionClaims } from './session';
import type { SessionGuard } from './sessionGuard';

/**
 * Ends the user's sessions after a password change, deactivation or change of rights: the session version moves
 * on (access tokens answer 401) and refresh tokens are revoked, their sealed successors dropped so the grace window
 * cannot bring one back. keepFamily spares the caller's own session (an own password change).
 */
export async function endUserSessions(
  db: Db,
  guard: SessionGuard,
  benutzerId: number,
  keepFamily?: string,
): Promise<void> {
  await db.query('UPDATE benutzer SET session_version = session_version + 1 WHERE id = $1', [benutzerId]);
  await db.query(
    `UPDATE refresh_token SET revoked_at = coalesce(revoked_at, now()), successor_sealed = NULL
    WHERE benutzer_id = $1 AND ($2::uuid IS NULL OR family_id <> $2::uuid)`,
    [benutzerId, keepFamily ?? null],
  );
  guard.invalidate(benutzerId);
}

/** Logout: the access token goes on the deny-list until it expires; the user's other sessions stay. */
export async function denyAccessToken(db: Db, guard: SessionGuard, claims: SessionClaims): Promise<void> {
  const id = Number(claims.sub);
  // Expired entries are of no use any more; dropping them here keeps the list as short as the live logouts.
  await db.query('DELETE FROM access_token_sperre WHERE expires_at <= now()');
  if (claims.jti && claims.exp) {
    await db.query(
      `INSERT INTO access_token_sperre (jti, benutzer_id, expires_at) VALUES ($1, $2, to_timestamp($3))
      ON CONFLICT (jti) DO NOTHING`,
      [claims.jti, id, claims.exp],
    );
  }
  if (claims.fam) {
    await db.query(
      `UPDATE refresh_token SET revoked_at = coalesce(revoked_at, now()), successor_sealed = NULL
      WHERE benutzer_id = $1 AND family_id = $2::uuid`,
      [id, claims.fam],
    );
  }
  guard.invalidate(id);
}

/**
 * Moves the session version of every user of the tenants on, after their tenant's role or main tenant changed: the
 * access tokens still carry the old claims (hauptmandant, the inherited configuration), so each answers 401 once and
 * the client's refresh brings the new ones; refresh tokens stay valid, nobody is logged out. Run it in the changing
 * transaction; the caller invalidates the returned users in the guard after the commit.
 */
export async function renewTenantSessions(db: Db, mandantIds: number[]): Promise<number[]> {
  if (!mandantIds.length) return [];
  const { rows } = await db.query<{ id: number }>(
    'UPDATE benutzer SET session_version = session_version + 1 WHERE mandant_id = ANY($1::int[]) RETURNING id',
    [mandantIds],
  );
  return rows.map((r) => r.id);
}
