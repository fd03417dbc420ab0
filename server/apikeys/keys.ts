import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { ApiKeyScope } from './scopes';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'don_';
/** Characters of the key shown in the list after it was created ('don_' and 8 of the random part). */
const SHOWN = API_KEY_PREFIX.length + 8;

/** A key as the list shows it: never the key itself, only its first characters. */
export interface ApiKeyRow {
  id: number;
  name: string;
  praefix: string;
  scopes: ApiKeyScope[];
  erstellt: string;
  zuletztBenutzt: string | null;
  widerrufen: string | null;
  erstelltVon: string | null;
}

/** The SHA-256 (hex) stored for a key: the key has 256 random bits, so a fast hash is enough (no dictionary to try). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key: 'don_' and 43 base64url characters (32 random bytes). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const SELECT = `SELECT k.id, k.name, k.praefix, k.scopes, k.erstellt, k.zuletzt_benutzt, k.widerrufen, b.name AS erstellt_von
  FROM api_schluessel k LEFT JOIN benutzer b ON b.id = k.benutzer_id`;
type Raw = Record<string, unknown>;
const toRow = (r: Raw): ApiKeyRow => ({
  id: r.id as number,
  name: r.name as string,
  praefix: r.praefix as string,
  scopes: r.scopes as ApiKeyScope[],
  erstellt: iso(r.erstellt)!,
  zuletztBenutzt: iso(r.zuletzt_benutzt),
  widerrufen: iso(r.widerrufen),
  erstelltVon: (r.erstellt_von as string | null) ?? null,
});

/** The tenant's keys, newest first, revoked ones included. */
export async function listApiKeys(db: Db, mandantId: number): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<Raw>(`${SELECT} WHERE k.mandant_id = $1 ORDER BY k.erstellt DESC, k.id DESC`, [
    mandantId,
  ]);
  return rows.map(toRow);
}

/** Stores a new key of the tenant (only its hash) and returns it with the key, which is never readable again. */
export async function createApiKey(
  db: Db,
  mandantId: number,
  benutzerId: number,
  name: string,
  scopes: ApiKeyScope[],
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = generateApiKey();
  const {
    rows: [{ id }],
  } = await db.query<{ id: number }>(
    `INSERT INTO api_schluessel (mandant_id, benutzer_id, name, praefix, hash, scopes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mandantId, benutzerId, name, key.slice(0, SHOWN), hashApiKey(key), scopes],
  );
  const { rows } = await db.query<Raw>(`${SELECT} WHERE k.id = $1`, [id]);
  return { row: toRow(rows[0]), key };
}

/** Revokes a key of the tenant (kept in the list); undefined when the tenant has no such key. */
export async function revokeApiKey(db: Db, mandantId: number, id: number): Promise<ApiKeyRow | undefined> {
  await db.query(
    'UPDATE api_schluessel SET widerrufen = coalesce(widerrufen, now()) WHERE id = $1 AND mandant_id = $2',
    [id, mandantId],
  );
  const { rows } = await db.query<Raw>(`${SELECT} WHERE k.id = $1 AND k.mandant_id = $2`, [id, mandantId]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** A key that may act: not revoked, its creator still active. */
export interface ActiveApiKey {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  mandantId: number;
  benutzerId: number;
}

/**
 * Looks a key up by its hash on every request (no cache: a revoked key is refused at once on every server process);
 * undefined when unknown, revoked or its creator is deactivated.
 */
export async function findActiveApiKey(db: Db, key: string): Promise<ActiveApiKey | undefined> {
  const {
    rows: [row],
  } = await db.query<{ id: number; name: string; scopes: ApiKeyScope[]; mandant_id: number; benutzer_id: number }>(
    `SELECT k.id, k.name, k.scopes, k.mandant_id, k.benutzer_id FROM api_schluessel k JOIN benutzer b ON b.id = k.benutzer_id
      WHERE k.hash = $1 AND k.widerrufen IS NULL AND b.authorized`,
    [hashApiKey(key)],
  );
  return row
    ? { id: row.id, name: row.name, scopes: row.scopes, mandantId: row.mandant_id, benutzerId: row.benutzer_id }
    : undefined;
}

/** Notes the use of a key, at most once a minute (the list's 'zuletzt benutzt' needs no finer grain). */
export async function touchApiKey(db: Db, id: number): Promise<void> {
  await db.query(
    `UPDATE api_schluessel SET zuletzt_benutzt = now()
      WHERE id = $1 AND (zuletzt_benutzt IS NULL OR zuletzt_benutzt < now() - interval '1 minute')`,
    [id],
  );
}
