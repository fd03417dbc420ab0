import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SyncedNodeFS } from './pgliteSyncFs';
import { pglitePrepared } from './prepared';
import { withSavepoint } from './savepoint';
import type { Db, QueryResult } from './types';

/** Wraps an open PGlite transaction; close is a no-op because the outer Db owns the instance. */
function wrapTransaction(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const res = await tx.query<T>(sql, params as unknown[] | undefined);
      return { rows: res.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => withSavepoint(db, fn),
    async close() {},
  };
  return db;
}

/** Adapts an existing PGlite instance (e.g. a restored test template) to Db. */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const res = await pg.query<T>(sql, params as unknown[] | undefined);
      return { rows: res.rows };
    },
    prepared: pglitePrepared(async (sql) => (await pg.exec(sql)).map((r) => ({ rows: r.rows }))),
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTransaction(tx))),
    async dump() {
      await pg.exec('CHECKPOINT');
      return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

/** PGlite's folder inside DATA_DIR; a subfolder so jwt-secret and other files can sit beside it. */
export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Whether PGlite syncs its writes to disk: on, unless PGLITE_FSYNC=off (throw-away data only: tests, benchmarks). */
export function pgliteFsync(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_FSYNC?.trim().toLowerCase() !== 'off';
}

/**
 * PGlite's buffer cache of a data folder (the server's database): 256 MB unless PGLITE_SHARED_BUFFERS says otherwise
 * (PostgreSQL units, e.g. 128MB). A block outside it is read through PGlite's file system, ≈ 8 µs each: at a million
 * orders the 247 MB order table did not fit PGlite's default 128 MB, and counting a common word read 20,000 blocks
 * (164 ms; 84 ms with 256 MB).
 */
export function pgliteSharedBuffers(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.PGLITE_SHARED_BUFFERS?.trim();
  return value && /^\d+\s*(kB|MB|GB)?$/.test(value) ? value.replace(/\s+/g, '') : '256MB';
}

/**
 * Options for every PGlite the server or the tests open. PGlite starts with fsync off ('-F'); a portal's orders must
 * survive a power cut, so it is dropped unless fsync is switched off. PostgreSQL keeps 80 MB of WAL segments by
 * default; an embedded single-user database needs two (32 MB), which also halves the test template.
 * pg_trgm backs the address search index (migration 0008); btree_gin the order free text per tenant (migration 0015).
 * With fsync on, the WAL is synced by fsync(): Emscripten's fdatasync() never reaches the host ({@link SyncedNodeFS}).
 */
export function pgliteOptions(options: { fsync?: boolean; sharedBuffers?: string } = {}): {
  startParams: string[];
  extensions: { pg_trgm: typeof pg_trgm; btree_gin: typeof btree_gin };
} {
  const fsync = options.fsync ?? pgliteFsync();
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter(
    (p) => !fsync || p !== '-F',
  );
  const buffers = options.sharedBuffers ? ['-c', `shared_buffers=${options.sharedBuffers}`] : [];
  const sync = fsync ? ['-c', 'wal_sync_method=fsync'] : [];
  return {
    startParams: [...defaults, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB', ...sync, ...buffers],
    extensions: { pg_trgm, btree_gin },
  };
}

/**
 * Opens PGlite in dataDir (created on first use; with the server's buffer cache; each commit's WAL synced to the host's
 * disk unless PGLITE_FSYNC=off) or in memory when dataDir is absent.
 */
export async function createPgliteDb(dataDir?: string, fsync = pgliteFsync()): Promise<Db> {
  // PGlite creates only the last path segment itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = pgliteOptions({ fsync, ...(dataDir ? { sharedBuffers: pgliteSharedBuffers() } : {}) });
  const pg = new PGlite(dataDir && fsync ? { fs: new SyncedNodeFS(dataDir), ...options } : { dataDir, ...options });
  await pg.waitReady;
  return pgliteDb(pg);
}
