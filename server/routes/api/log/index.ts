import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';

/** account-admin.md §9 'Server log: 1000 lines': what the admin area asks for and the most one call answers. */
export const LOG_ROWS = 1000;

type LogQuery = { Querystring: { rows?: number; datei?: string } };

/**
 * /api/log: the Info tab of the admin area (account-admin.md §2 Info): the names of the log files, the last lines of one
 * (read from its end, never the whole file) and the number of active sessions. Admins only, refused before anything else.
 */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.requireAdmin);

  app.get('/allLogfileNames', async () => (await app.logFiles?.names()) ?? []);

  app.get<LogQuery>('/', async (request) => {
    const rows = Math.min(request.query.rows ?? LOG_ROWS, LOG_ROWS);
    const { datei } = request.query;
    if (!app.logFiles) return [];
    const lines = await app.logFiles.lastLines(rows, datei || undefined);
    if (!lines) {
      throw new HttpProblem(404, [
        notification('log.dateiUnbekannt', translate('log.dateiUnbekannt', datei ?? ''), {
          header: translate('log.kopf'),
        }),
      ]);
    }
    return lines;
  });

  // A session is a login's refresh-token family: its newest token is neither revoked (logout, rotation) nor expired.
  app.get('/sessionCount', async () => {
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(DISTINCT family_id)::int AS n FROM refresh_token WHERE revoked_at IS NULL AND expires_at > now()',
    );
    return rows[0].n;
  });
};
