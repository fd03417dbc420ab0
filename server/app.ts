import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { apiKeyPluginGlobal, type ApiKeyRateLimit } from './apikeys';
import { resolveJwtSecret } from './auth';
import { pgliteDataDir, type Db } from './db';
import {
  registerApiDocs,
  registerContractValidation,
  registerJsonDepthLimit,
  registerNotImplemented,
  registerUnsafeTextCheck,
} from './contract';
import { registerTrackingMails } from './tracking';
import { DEFAULT_DOCUMENT_DIRS, installDocuments, loadDocuments } from './documents';
import { createDispatch, type DispatchOptions } from './edifact';
import { werkbankPluginGlobal } from './werkbank';
import { SEARCH_COUNT_CAP } from './orders';
import type { DocumentDirs } from '../schemas/readDocuments';
import { frameworkErrors, MAX_PARAM_LENGTH, registerErrorHandling } from './errors';
import {
  authPluginGlobal,
  bruteForcePluginGlobal,
  dbPluginGlobal,
  mailPluginGlobal,
  registerCompression,
  registerDrain,
  registerRequestLog,
  securityHeadersPluginGlobal,
  spaPlugin,
  SLOW_REQUEST_MS,
  type BruteForceOptions,
  type MailPluginOptions,
} from './plugins';
import { apiRoutes, berichteRoutes } from './routes';
import { LOG_REDACT_PATHS, REDACTED, openLogFiles, type LogFiles, type LogFilesOptions } from './logs';
import type { TrustProxy } from './operations';
import { createWebhooks, type WebhookOptions } from './webhooks';

/** Options of buildApp. */
export interface AppOptions {
  /** PGlite data folder (the database lives in <dataDir>/pglite); absent: in-memory database. */
  dataDir?: string;
  /** PostgreSQL connection string; replaces PGlite. */
  databaseUrl?: string;
  /** Already opened database (tests); wins over databaseUrl and dataDir. The app closes it. */
  db?: Db;
  /** Folder with the built SPA; default <repo>/dist/web. */
  webRoot?: string;
  logger?: boolean;
  /** Where the log goes when logger is on (tests read it); default stdout. */
  logStream?: Writable;
  /** Rotating log files besides logStream when logger is on (server.ts: DATA_DIR/logs); absent: none, the log calls list none. */
  logFiles?: LogFilesOptions;
  /** HS256 secret (≥ 32 characters); absent: generated once and persisted (file or app_setting). */
  jwtSecret?: string;
  /** Load reference data (and the demo data, see demoData) at start; default true. */
  seed?: boolean;
  /** Demo users and orders into a database without users; default true (tests). server.ts decides by env (operations/demoData). */
  demoData?: boolean;
  /** Brute-force limits per policy (tests shrink the window); default BRUTE_FORCE_DEFAULTS. */
  bruteForce?: BruteForceOptions;
  /** Folders of the screen documents and variant overlays; default the checkout's schemas/ and variants/ (tests use copies). */
  documentDirs?: DocumentDirs;
  /** Mail: SMTP server, outbox folder (default <dataDir>/outbox), sender and the public address links in mails use. */
  mail?: MailPluginOptions;
  /** Successful answers slower than this are logged; default SLOW_REQUEST_MS (env SLOW_REQUEST_MS). */
  slowRequestMs?: number;
  /** Orders counted at most per order search, more show as 'mehr als …'; default SEARCH_COUNT_CAP (env SEARCH_COUNT_CAP). */
  searchCountCap?: number;
  /** Fastify's trustProxy: true, the proxies' addresses or a rule per hop (env TRUST_PROXY, operations/parseTrustProxy); default none. */
  trustProxy?: TrustProxy;
  /** The dispatch system: the in-process stand-in (default) or EDIFACT files (env DISPATCH_ADAPTER, docs/edifact.md). */
  dispatch?: DispatchOptions;
  /** Webhook delivery: private addresses (tests' receiver), clock, queue polling, timeout; default strict, polling every 2 s. */
  webhooks?: WebhookOptions;
  /** Requests per API key and window (server/apikeys); default API_KEY_RATE_LIMIT (tests shrink it). */
  apiKeyRateLimit?: Partial<ApiKeyRateLimit>;
  /** Test instrumentation (e.g. the contract check of every answer), added before any route. */
  instrument?: (app: FastifyInstance) => void;
}

/** Base path of the portal. */
export const BASE_PATH = '/disponent-online';
/** Default webRoot: the Vite build output. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Builds the Fastify app: database, auth, /api routes, the SPA and German error answers. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // Documents first: an invalid one refuses the start (file, pointer, what is wrong) before a database is opened.
  installDocuments(loadDocuments(options.documentDirs ?? DEFAULT_DOCUMENT_DIRS));
  const logFiles = options.logger && options.logFiles ? await openLogFiles(options.logFiles) : undefined;
  const app = Fastify({
    logger: loggerOptions(options, logFiles),
    // allErrors gives one notification per invalid field; the body limit bounds the error count.
    ajv: { customOptions: { allErrors: true } },
    bodyLimit: 1024 * 1024,
    // Comma-separated id lists are one path parameter; malformed URLs still get a German notification.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // No two info lines per request: registerRequestLog logs only server errors and slow answers.
    logController: new LogController({ disableRequestLogging: true }),
    // A first start creates the PGlite cluster, migrates and hashes the demo passwords: on a busy
    // machine that exceeds Fastify's 10 s default, which would abort the start half-seeded.
    pluginTimeout: 120_000,
    trustProxy: options.trustProxy ?? false,
    // Requests arriving while the server drains get the portal's German 503 (registerDrain), not Fastify's English one.
    return503OnClosing: false,
  });
  app.decorate('logFiles', logFiles);
  // Registered first, so it runs last: the lines of every other onClose hook (database, mail) still reach the file.
  if (logFiles) app.addHook('onClose', () => logFiles.close());
  registerErrorHandling(app);
  registerRequestLog(app, options.slowRequestMs ?? (Number(process.env.SLOW_REQUEST_MS) || SLOW_REQUEST_MS));
  registerJsonDepthLimit(app);
  registerContractValidation(app);
  registerUnsafeTextCheck(app);
  options.instrument?.(app);
  try {
    await registerAll(app, options);
  } catch (err) {
    // Without this a failed start would leave the database (and PGlite's lock) open.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

/** pino's options: the level, the redaction of secrets and bodies, the stream and the log files besides it. */
function loggerOptions(options: AppOptions, logFiles: LogFiles | undefined): FastifyServerOptions['logger'] {
  if (!options.logger) return false;
  const level = process.env.LOG_LEVEL ?? 'info';
  const out = options.logStream ?? process.stdout;
  const stream = logFiles
    ? pino.multistream([
        { level, stream: out },
        { level, stream: logFiles.stream },
      ])
    : out;
  return { level, redact: { paths: LOG_REDACT_PATHS, censor: REDACTED }, stream };
}

async function registerAll(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(securityHeadersPluginGlobal);
  await registerCompression(app);
  // After the headers: a 503 while draining carries them too.
  registerDrain(app);
  const pgliteDir = options.dataDir ? pgliteDataDir(options.dataDir) : undefined;
  await app.register(dbPluginGlobal, {
    db: options.db,
    databaseUrl: options.databaseUrl,
    dataDir: pgliteDir,
    seed: options.seed,
    demoData: options.demoData,
  });
  // The file only serves PGlite installations; PostgreSQL and injected databases keep it in app_setting.
  const secretDir = options.db || options.databaseUrl ? undefined : options.dataDir;
  const jwtSecret = options.jwtSecret ?? (await resolveJwtSecret({ dataDir: secretDir, db: app.db }));
  await app.register(authPluginGlobal, { jwtSecret });
  await app.register(bruteForcePluginGlobal, options.bruteForce ?? {});
  await app.register(apiKeyPluginGlobal, options.apiKeyRateLimit ?? {});
  await app.register(mailPluginGlobal, {
    ...options.mail,
    outboxDir: options.mail?.outboxDir ?? (options.dataDir ? join(options.dataDir, 'outbox') : undefined),
  });

  // The external dispatch system behind its adapter interface (server/dispatch): the stand-in or EDIFACT files.
  app.decorate('dispatch', await createDispatch(app.db, options.dispatch, app.log));
  app.addHook('onClose', async () => {
    await app.dispatch.cancelPending();
  });
  // Order events go out from the database's queue, in every server process on it (server/webhooks).
  app.decorate(
    'webhooks',
    createWebhooks(app.db, options.webhooks, (err) => app.log.error({ err }, 'Webhook-Zustellung gestört')),
  );
  app.addHook('onClose', () => app.webhooks.worker.stop());
  // Status mails to recipients: the outbox's background work (server/tracking).
  registerTrackingMails(app);
  app.decorate('searchCountCap', options.searchCountCap ?? SEARCH_COUNT_CAP);
  await app.register(werkbankPluginGlobal, { dirs: options.documentDirs ?? DEFAULT_DOCUMENT_DIRS });
  await app.register(apiRoutes, { prefix: '/api' });
  app.decorate('notImplementedOperations', registerNotImplemented(app));
  await registerApiDocs(app);
  // The report path sits below the base path, before the SPA's client-route fallback.
  await app.register(berichteRoutes, { prefix: BASE_PATH });
  await app.register(spaPlugin, { prefix: BASE_PATH, webRoot: options.webRoot ?? DEFAULT_WEB_ROOT });
  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
}
