import { join, resolve } from 'node:path';
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEFAULT_DOCUMENT_DIRS, InvalidDocumentsError } from './documents';
import { dispatchOptionsFromEnv } from './edifact';
import { logRotationFromEnv } from './logs';
import { DEFAULT_DATA_DIR, demoDataWanted, parseTrustProxy, startBackupSocket, stopAccepting } from './operations';

// Entry point: configuration comes only from the environment so the same build runs anywhere.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
// Requests still in flight get this long to finish after SIGTERM; then their connections are cut.
const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 30_000;
// After SIGTERM the server stops accepting at once (a proxy's new connection is refused, which nginx retries elsewhere, a
// POST too) but serves the connections it has for up to this long, each answer closing its connection, and nginx closes
// its idle ones (upstream keepalive_timeout, 4 s in docs/deploy): the server never closes a connection while nginx sends
// a POST on it. Closing the listener late, under traffic, reset connections still in the accept queue.
const graceMs = Math.max(0, Number(process.env.SHUTDOWN_GRACE_MS ?? 5_000) || 0);

let app: FastifyInstance | undefined;
let backups: Server | undefined;
let closing = false;

async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  // Ctrl+C at a terminal stops at once; a service manager's SIGTERM lets the proxy move on first.
  if (signal === 'SIGTERM' && graceMs > 0 && app) {
    app.leaving = true;
    app.log.info(
      { signal, graceMs },
      'Server wird beendet: keine neuen Verbindungen, offene werden noch bedient und nach ihrer Antwort geschlossen',
    );
    await stopAccepting(app.server, graceMs);
  }
  app?.log.info({ signal }, 'Server wird beendet: keine neuen Verbindungen, laufende Anfragen werden beendet');
  // An answer that never finishes must not keep the process alive for good.
  const cut = setTimeout(() => {
    app?.log.warn({ drainMs }, 'Laufende Anfragen nach der Wartezeit abgebrochen');
    app?.server.closeAllConnections();
  }, drainMs);
  cut.unref();
  backups?.close();
  try {
    await app?.close();
    app?.log.info('Server beendet');
    process.exit(0);
  } catch (err) {
    app?.log.error({ err }, 'Fehler beim Beenden');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  app = await buildApp({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    // Only the embedded default (or DEMO_DATA=true) gets the demo accounts; every other database starts without users.
    demoData: demoDataWanted(process.env),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    jwtSecret: process.env.JWT_SECRET || undefined,
    webRoot: process.env.WEB_ROOT || undefined,
    documentDirs: {
      schemas: resolve(process.env.SCHEMAS_DIR || DEFAULT_DOCUMENT_DIRS.schemas),
      variants: resolve(process.env.VARIANTS_DIR || DEFAULT_DOCUMENT_DIRS.variants),
    },
    mail: {
      smtpUrl: process.env.SMTP_URL || undefined,
      from: process.env.MAIL_FROM || undefined,
      // Links in mails point here; behind a proxy set PUBLIC_URL to the address users open.
      publicUrl: process.env.PUBLIC_URL || `http://${host}:${port}`,
    },
    // Orders counted at most per search (default 10,000); tests lower it to see 'mehr als …' on a few orders.
    searchCountCap: Number(process.env.SEARCH_COUNT_CAP) || undefined,
    // The stand-in dispatch system, or EDIFACT files with DISPATCH_ADAPTER=edifact (docs/edifact.md).
    dispatch: dispatchOptionsFromEnv(process.env, dataDir),
    // Webhooks to private, loopback and link-local addresses (and plain http) only for a test receiver on this machine.
    webhooks: { allowPrivate: process.env.WEBHOOKS_ALLOW_PRIVATE === 'true' },
    logger: true,
    // Besides standard output the log goes to rotating files the admin area reads (account-admin.md §2 Info).
    logFiles: {
      dir: resolve(process.env.LOG_DIR || join(dataDir, 'logs')),
      name: `disponent-${port}`,
      ...logRotationFromEnv(),
    },
  });
  await app.listen({ port, host });
  // `npm run backup` asks the running server for a consistent copy of its PGlite folder (docs/operations.md).
  const { db } = app;
  if (!process.env.DATABASE_URL && db.dump) {
    backups = await startBackupSocket(
      dataDir,
      () => db.dump!(),
      (err) => app?.log.error({ err }, 'Sicherung fehlgeschlagen'),
    );
  }
  app.log.info(`Disponent Online läuft unter http://${host}:${port}/disponent-online/`);
} catch (err) {
  // An invalid document is configuration staff's to fix: the list of files and places, no stack trace.
  if (err instanceof InvalidDocumentsError) console.error(err.message);
  else if (app) app.log.error({ err }, 'Server konnte nicht gestartet werden');
  else console.error('Server konnte nicht gestartet werden:', err);
  await app?.close().catch(() => undefined);
  process.exit(1);
}
