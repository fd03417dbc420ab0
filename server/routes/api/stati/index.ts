import type { FastifyPluginAsync } from 'fastify';
import { listOf } from '../stammdaten';

const statusSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, kurzBezeichnung: { type: ['string', 'null'] } },
} as const;

/** /api/stati: the order statuses (1 erfasst, 2 Preisermittlung in Arbeit, 3 erreicht, …). */
export const statiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { onRequest: app.requireAuth, schema: { response: { 200: listOf(statusSchema) } } },
    async () =>
      (await app.db.query('SELECT id, kurz_bezeichnung AS "kurzBezeichnung" FROM auftragsstatus ORDER BY id')).rows,
  );
};
