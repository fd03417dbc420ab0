import type { FastifyPluginAsync } from 'fastify';
import { loadMigrations, type Db } from '../../../db';
import { HttpProblem, notification, translate } from '../../../errors';

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;
// A hung database must not hang the probe: the load balancer wants an answer within its own timeout.
const READY_TIMEOUT_MS = 5000;

let expected: Promise<string[]> | undefined;

/** Whether the database answers and every migration file of this build is applied. */
export async function databaseReady(db: Db): Promise<boolean> {
  expected ??= loadMigrations().then((list) => list.map((m) => m.version));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    const { rows } = await Promise.race([
      db.query<{ version: string }>('SELECT version FROM schema_migrations'),
      timeout,
    ]);
    const applied = new Set(rows.map((r) => r.version));
    return (await expected).every((v) => applied.has(v));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /api/health (the process lives; no database) and /api/ready (database reachable, schema current): for load balancers,
 * systemd and monitoring, without login. After SIGTERM ready says 503 while open connections are still served; draining, both do (plugins/drain).
 */
export const betriebRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: statusSchema } } }, async (request) => {
    // An instance that is leaving is alive but takes no new work: a load balancer's check moves traffic off it.
    if (!app.leaving && (await databaseReady(app.db))) return { status: 'ok' as const };
    request.log.warn('Bereitschaftsprüfung fehlgeschlagen: Datenbank nicht erreichbar oder Migrationen fehlen');
    throw new HttpProblem(503, [
      notification('betrieb.nichtBereit', translate('betrieb.nichtBereit'), { header: 'Nicht bereit' }),
    ]);
  });
};
