import { backgroundTurn, inBackground, type Db } from '../db';

/**
 * The indexes the order list's free text reads (migrations 0015 and 0020): the trigram index of the search text per
 * tenant and the capture-date index that carries the search text.
 */
export const ORDER_SEARCH_INDEXES = ['auftrag_suchtext_mandant_trgm_idx', 'auftrag_datum_idx'] as const;

/** The name the admin area gives them: 'Der Index Auftragssuche wurde erfolgreich aktualisiert.' */
export const ORDER_SEARCH_INDEX_NAME = 'Auftragssuche';

const running = new WeakMap<Db, Promise<void>>();

/**
 * Rebuilds the order search indexes (account-admin.md §2 Info: 'index update') as background work: each REINDEX waits
 * until no user's statement is waiting (server/db/priority.ts). On PostgreSQL (a pool: `slots`) `REINDEX INDEX
 * CONCURRENTLY` keeps the table readable and writable meanwhile; PGlite has one connection, so its REINDEX holds the
 * other statements only while it runs. A second request while one runs waits for the same rebuild.
 */
export function rebuildOrderSearchIndex(db: Db): Promise<void> {
  const current = running.get(db);
  if (current) return current;
  const concurrently = db.slots !== undefined ? 'CONCURRENTLY ' : '';
  const rebuild = inBackground(async () => {
    for (const index of ORDER_SEARCH_INDEXES) {
      await backgroundTurn();
      await db.query(`REINDEX INDEX ${concurrently}${index}`);
    }
  }).finally(() => running.delete(db));
  running.set(db, rebuild);
  return rebuild;
}
