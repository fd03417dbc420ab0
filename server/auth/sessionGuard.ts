import { ALL, type ChangeFeed, type Db } from '../db';
import type { SessionClaims } from './session';

/**
 * How long a cached session version is trusted without a change notification: a backstop only, every change is
 * announced to every server process at its commit (ChangeFeed).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Why a verified access token no longer opens a session. */
export type SessionCheck = 'ok' | 'stale' | 'gone' | 'denied';

/** Checks access tokens against the user's session version and the logout deny-list. */
export interface SessionGuard {
  /** 'stale': the account changed since the token was issued; 'gone': user deleted; 'denied': the token was logged out. */
  check(claims: SessionClaims): Promise<SessionCheck>;
  /** Drops the cached entry of a user, so this process sees a bump or a logout at once. */
  invalidate(benutzerId: number): void;
}

type Entry = { version: number | null; denied: Set<string>; until: number };

/**
 * An in-process cache per user (version and logged-out token ids), refilled by one small query on a miss or
 * after SESSION_CACHE_TTL_MS; the code that bumps a version or logs out invalidates the entry directly, and the
 * change feed drops it in every process at the commit (topic 'sitzung'). While the feed is not live, every check reads.
 */
export function createSessionGuard(
  db: Db,
  ttlMs = SESSION_CACHE_TTL_MS,
  now = () => Date.now(),
  changes?: ChangeFeed,
): SessionGuard {
  const cache = new Map<number, Entry>();
  changes?.on('sitzung', (key) => {
    if (key === ALL) cache.clear();
    else cache.delete(Number(key));
  });
  const load = async (id: number): Promise<Entry> => {
    const {
      rows: [row],
    } = await db.query<{ session_version: number; denied: string[] | null }>(
      `SELECT b.session_version, (SELECT array_agg(s.jti::text) FROM access_token_sperre s WHERE s.benutzer_id = b.id AND s.expires_at > now()) AS denied
         FROM benutzer b WHERE b.id = $1`,
      [id],
    );
    const entry = { version: row?.session_version ?? null, denied: new Set(row?.denied ?? []), until: now() + ttlMs };
    cache.set(id, entry);
    return entry;
  };
  return {
    async check(claims) {
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id)) return 'gone';
      const cached = cache.get(id);
      if (cached && changes) await changes.sync().catch(() => cache.delete(id));
      const trusted = cached && cache.get(id) === cached && cached.until > now() && (changes?.live ?? true);
      const entry = trusted ? cached : await load(id);
      if (entry.version === null) return 'gone';
      if (claims.jti && entry.denied.has(claims.jti)) return 'denied';
      return claims.sv === entry.version ? 'ok' : 'stale';
    },
    invalidate(id) {
      cache.delete(id);
    },
  };
}
