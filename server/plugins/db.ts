import type { FastifyPluginAsync } from 'fastify';
import {
  createChangeFeed,
  createDb,
  MAINTENANCE_IDLE_MS,
  migrate,
  prioritizeDb,
  followOrderWrites,
  scheduleVacuum,
  seed,
  seedReferenceOnly,
  watchOrderWrites,
  type ChangeFeed,
  type Db,
} from '../db';
import { globalPlugin } from './global';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL), migrated and optionally seeded. */
    db: Db;
    /** Changes caches must follow, from this process and (PostgreSQL) from every other process on the database. */
    changes: ChangeFeed;
  }
}

/** Options of the db plugin; an injected db wins over databaseUrl, which wins over dataDir. */
export interface DbPluginOptions {
  db?: Db;
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** Load reference data (and, with demoData, the demo data) into the database (default true). */
  seed?: boolean;
  /** Demo users, tenants and orders into a database without users (default true); false: reference data only. */
  demoData?: boolean;
}

const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (app, options) => {
  // Watched for order writes (in place, so writes through an injected db count too): the search's count cache needs them.
  // Queued by priority (server/db/priority.ts): background work such as the monthly export lets users' statements go first.
  const db = prioritizeDb(
    watchOrderWrites(
      options.db ??
        (await createDb({
          databaseUrl: options.databaseUrl,
          dataDir: options.dataDir,
          onIdleError: (err) => app.log.error({ err }, 'PostgreSQL-Verbindung verloren'),
        })),
    ),
  );
  // Closing here too covers a failed migration: onClose would not run for a half-built app.
  try {
    const { applied, changed } = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'Migrationen angewendet');
    if (changed.length) app.log.warn({ changed }, 'Bereits angewendete Migrationen wurden nachträglich geändert');
    if (options.seed !== false && (await (options.demoData === false ? seedReferenceOnly : seed)(db)).seeded)
      app.log.info('Demodaten angelegt');
  } catch (err) {
    await db.close();
    throw err;
  }
  let changes: ChangeFeed;
  try {
    changes = await createChangeFeed(db, (err) => app.log.error({ err }, 'Änderungsmeldungen gestört'));
  } catch (err) {
    await db.close();
    throw err;
  }
  // Another process wrote orders: counts of this process are recounted (server/orders/countCache.ts).
  followOrderWrites(db, changes);
  // The embedded database has no autovacuum: the server does it (an injected db belongs to its caller).
  const embedded = !options.db && !options.databaseUrl;
  // Maintenance runs only when no request ran for a while: PGlite serves one statement at a time.
  let inFlight = 0;
  let lastActive = Date.now();
  // Counted once per request: an aborted request may still finish its answer later.
  const finished = new WeakSet<object>();
  const done = (request: object) => {
    if (finished.has(request)) return;
    finished.add(request);
    inFlight = Math.max(0, inFlight - 1);
    lastActive = Date.now();
  };
  app.addHook('onRequest', async () => {
    inFlight++;
    lastActive = Date.now();
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', (request, next) => {
    done(request);
    next();
  });
  // An answer that never completed must not block maintenance for good: a minute without any request counts as idle.
  const isIdle = () => Date.now() - lastActive >= (inFlight ? 60_000 : MAINTENANCE_IDLE_MS);
  const stopVacuum = embedded
    ? scheduleVacuum(db, { isIdle, onError: (err) => app.log.error({ err }, 'VACUUM fehlgeschlagen') })
    : async () => {};
  app.decorate('db', db);
  app.decorate('changes', changes);
  // The app owns the Db from here on, injected or not, so app.close() releases everything.
  app.addHook('onClose', async () => {
    await stopVacuum();
    await changes.close();
    await db.close();
  });
};

/** Decorates app.db and runs migrations (and the demo seed) before the app is ready. */
export const dbPluginGlobal = globalPlugin(dbPlugin, 'disponent-db');
