import { createPgliteDb } from './pglite';
import { createPgliteWorkerDb, pgliteInWorker } from './pgliteWorker';
import { createPostgresDb } from './postgres';
import type { Db, DbOptions } from './types';

/** Opens PostgreSQL when databaseUrl is set, otherwise PGlite in dataDir (in a worker thread, {@link pgliteInWorker}) or in memory. */
export function createDb(options: DbOptions & { onIdleError?: (err: Error) => void } = {}): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.onIdleError);
  return options.dataDir && pgliteInWorker() ? createPgliteWorkerDb(options.dataDir) : createPgliteDb(options.dataDir);
}

export type { Db, DbOptions, PreparedOptions, QueryResult } from './types';
export { createPgliteDb, pgliteDb, pgliteDataDir, pgliteFsync, pgliteOptions, pgliteSharedBuffers } from './pglite';
export { createPostgresDb } from './postgres';
export { createPgliteWorkerDb, pgliteInWorker } from './pgliteWorker';
export { SyncedNodeFS } from './pgliteSyncFs';
export { queryPrepared } from './queryPrepared';
export {
  backgroundTurn,
  inBackground,
  currentPriority,
  prioritizeDb,
  statementQueue,
  StatementQueue,
} from './priority';
export type { Priority, PriorityOptions } from './priority';
export { migrate, loadMigrations } from './migrate';
export type { Migration, MigrateResult } from './migrate';
export { seed, DEMO_PASSWORD } from './seed';
export { isDemoDatabase, seedReferenceOnly } from './seedReference';
export type { SeedResult } from './seed';
export { MIGRATIONS_DIR } from './migrations';
export {
  vacuum,
  scheduleVacuum,
  createMaintenance,
  tablesNeedingVacuum,
  MAINTENANCE_INTERVAL_MS,
  MAINTENANCE_IDLE_MS,
} from './maintenance';
export type { MaintenanceOptions } from './maintenance';
export { getTemplate, restoreDemoDb, templateKey } from './demoTemplate';
export { watchOrderWrites, orderWriteGeneration, followOrderWrites, syncOrderWrites } from './writeWatch';
export { createChangeFeed, CHANGE_CHANNEL, ALL } from './changeFeed';
export type { ChangeFeed } from './changeFeed';
export { listenPostgres, RELISTEN_DELAY_MS } from './listen';
