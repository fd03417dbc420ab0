import type { Db } from '../db';
import type { SessionClaims } from './session';

/** The actor claim `act` (RFC 8693) of a token an admin got through 'Benutzer wechseln': the admin who acts. */
export interface ImpersonationActor {
  sub: string;
  username: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The admin's id when the session is an impersonation, else undefined. */
export function impersonatorId(claims: SessionClaims | null | undefined): number | undefined {
  return claims?.act ? Number(claims.act.sub) : undefined;
}

/** The actor of a switch: the admin himself, or the admin behind a session that already is an impersonation. */
export function actorOf(claims: SessionClaims): ImpersonationActor {
  return claims.act ?? { sub: claims.sub, username: claims.username };
}

/** Loads the actor of a refresh family's impersonator, or undefined when he is no longer an active admin. */
export async function loadActor(db: Db, impersonatorId: number): Promise<ImpersonationActor | undefined> {
  const {
    rows: [row],
  } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM benutzer WHERE id = $1 AND admin AND authorized',
    [impersonatorId],
  );
  return row ? { sub: String(row.id), username: row.name } : undefined;
}

/**
 * Records a change made while impersonating (account-admin.md §4): the rows' aenderer_id names the user the admin
 * acts as, so the admin who really acted is kept here. Reads and refused requests change nothing and are not kept.
 */
export async function recordImpersonatedChange(
  db: Db,
  claims: SessionClaims,
  method: string,
  url: string,
  status: number,
): Promise<boolean> {
  if (!claims.act || READS.has(method) || status >= 400) return false;
  await db.query(
    `INSERT INTO benutzerwechsel_aenderung (admin_id, admin_name, benutzer_id, benutzer_name, methode, pfad, status)
    VALUES ((SELECT id FROM benutzer WHERE id = $1), $2, (SELECT id FROM benutzer WHERE id = $3), $4, $5, $6, $7)`,
    [
      Number(claims.act.sub),
      claims.act.username,
      Number(claims.sub),
      claims.username,
      method,
      url.split('?')[0],
      status,
    ],
  );
  return true;
}
