import { resolveClientConfig, toConfigParams, type ConfigParam } from '../config';
import type { Db } from '../db';
import type { ImpersonationActor } from './impersonation';

/** Claims of the access token, named exactly as the portal reads them (spec §3 Session). */
export interface SessionClaims {
  sub: string;
  username: string;
  hauptmandant: boolean;
  admin: boolean;
  main: boolean;
  version: number;
  metro: boolean;
  edit: boolean;
  'mandant-id': number;
  'language-id': number;
  rowsInGrid: number;
  /** Same key/value list as GET /api/config-param/clientconfig (contract: SessionClaims). */
  'client-config-params': ConfigParam[];
  /** Session version of the user when the token was issued; a password or rights change moves it on. */
  sv: number;
  /** Refresh-token family the token belongs to; an own password change keeps this one session alive. */
  fam?: string;
  /** Set on an admin's 'Benutzer wechseln' session (RFC 8693 actor claim): the admin acting as this user. */
  act?: ImpersonationActor;
  /** Set on a request authenticated by an API key (server/apikeys): the key acting; never part of a signed token. */
  apiKey?: { id: number; name: string; scopes: string[] };
  /** Token id (set when signing); a logout puts it on the deny-list. */
  jti?: string;
  /** Expiry and issue time (seconds), present on verified tokens. */
  exp?: number;
  iat?: number;
}

/** The columns of benutzer (plus tenant role) that login and the session need. */
export interface SessionUser {
  id: number;
  name: string;
  password_hash: string;
  authorized: boolean;
  admin: boolean;
  main: boolean;
  edit: boolean;
  sprache_id: number;
  benutzerversion_id: number;
  rows_in_grid: number;
  mandant_id: number;
  is_hauptmandant: boolean;
  session_version: number;
}

/** Benutzerversion id of the Metroversion. */
export const METRO_VERSION = 2;

const USER_SELECT = `SELECT b.id, b.name, b.password_hash, b.authorized, b.admin, b.main, b.edit, b.sprache_id,
       b.benutzerversion_id, b.rows_in_grid, b.mandant_id, m.is_hauptmandant, b.session_version
  FROM benutzer b JOIN mandant m ON m.id = b.mandant_id`;

/** Loads a user by exact name, or undefined. */
export async function findUserByName(db: Db, name: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(`${USER_SELECT} WHERE b.name = $1`, [name]);
  return rows[0];
}

/** Loads a user by id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(`${USER_SELECT} WHERE b.id = $1`, [id]);
  return rows[0];
}

/** Builds the access-token claims, including the tenant's resolved configuration. */
export async function buildSessionClaims(
  db: Db,
  user: SessionUser,
  family?: string,
  actor?: ImpersonationActor,
): Promise<SessionClaims> {
  return {
    sub: String(user.id),
    username: user.name,
    hauptmandant: user.is_hauptmandant,
    admin: user.admin,
    main: user.main,
    version: user.benutzerversion_id,
    metro: user.benutzerversion_id === METRO_VERSION,
    edit: user.edit,
    'mandant-id': user.mandant_id,
    'language-id': user.sprache_id,
    rowsInGrid: user.rows_in_grid,
    'client-config-params': toConfigParams(await resolveClientConfig(db, user.mandant_id)),
    sv: user.session_version,
    ...(family ? { fam: family } : {}),
    ...(actor ? { act: actor } : {}),
  };
}
