import type { Db } from './types';

/** How often the embedded database is checked for tables to vacuum: PGlite runs single-user, without autovacuum. */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** How long no request may have run before maintenance starts (PGlite serves one statement at a time). */
export const MAINTENANCE_IDLE_MS = 5_000;

/**
 * VACUUM (ANALYZE) of the whole embedded database (benchmarks after bulk seeding). Without it no page is ever marked
 * all-visible, so counting the orders of a date range reads every row instead of the index alone (711 ms instead of
 * 29 ms at 100,000 orders), and the planner works from stale statistics.
 */
export async function vacuum(db: Db): Promise<void> {
  await db.exec('VACUUM (ANALYZE)');
}

/**
 * The tables that need a VACUUM (ANALYZE) by PostgreSQL's autovacuum rules (defaults: 50 rows + 20 % dead or newly
 * inserted, 50 + 10 % changed since the last ANALYZE), from the statistics PGlite keeps like PostgreSQL.
 */
export async function tablesNeedingVacuum(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name FROM pg_stat_user_tables
      WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup
      ORDER BY n_dead_tup + n_mod_since_analyze DESC`,
  );
  return rows.map((r) => r.name);
}

/** Options of {@link scheduleVacuum}. */
export interface MaintenanceOptions {
  /** Whether no request runs or ran recently; maintenance waits for it and stops between tables when it turns false. */
  isIdle: () => boolean;
  onError: (err: unknown) => void;
  intervalMs?: number;
  /** The first check after start (soon: after a bulk load statistics are stale). */
  firstMs?: number;
  /** How often a due check looks again whether the server is idle. */
  retryMs?: number;
  now?: () => number;
}

/** The schedule's state machine; `tick` is what the timer calls (exported for tests, which call it directly). */
export function createMaintenance(
  db: Db,
  options: MaintenanceOptions,
): { tick: () => Promise<void>; stop: () => Promise<void> } {
  const now = options.now ?? Date.now;
  let due = now() + (options.firstMs ?? 1000);
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    for (const table of await tablesNeedingVacuum(db)) {
      // A request came in: the rest waits for the next idle moment instead of freezing it (one table at a time).
      if (stopped || !options.isIdle()) return;
      await db.exec(`VACUUM (ANALYZE) ${table}`);
    }
    due = now() + (options.intervalMs ?? MAINTENANCE_INTERVAL_MS);
  };
  return {
    tick() {
      if (!running && !stopped && now() >= due && options.isIdle()) {
        running = run()
          .catch((err) => {
            options.onError(err);
            due = now() + (options.intervalMs ?? MAINTENANCE_INTERVAL_MS);
          })
          .finally(() => {
            running = null;
          });
      }
      return running ?? Promise.resolve();
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * Vacuums the tables that need it, soon after start and then every interval, but only while the server is idle: PGlite
 * runs one statement at a time, and a VACUUM (ANALYZE) of everything froze every request for seconds. The returned stop
 * clears the timer and waits for a running VACUUM, so the database can close.
 */
export function scheduleVacuum(db: Db, options: MaintenanceOptions): () => Promise<void> {
  const maintenance = createMaintenance(db, options);
  const timer = setInterval(() => void maintenance.tick(), options.retryMs ?? 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await maintenance.stop();
  };
}
