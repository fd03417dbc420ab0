import type { FastifyPluginAsync } from 'fastify';
import { TOTAL_HEADER, listOf } from '../stammdaten';
import { landSchema, listLaender, searchLaender } from './queries';

/**
 * /api/laender: public reference data (contract: with or without login) because registration and
 * the toll box need countries before anyone is logged in; a bad token is treated as anonymous.
 */
export const laenderRoutes: FastifyPluginAsync = async (app) => {
  const schema = { response: { 200: listOf(landSchema) } };
  app.get('/', { schema }, async () => listLaender(app.db));

  app.get<{ Querystring: { lkz: string } }>(
    '/search',
    { schema, config: { validation: { header: 'Länder' } } },
    async (request, reply) => {
      const rows = await searchLaender(app.db, request.query.lkz.trim());
      reply.header(TOTAL_HEADER, rows.length);
      return rows;
    },
  );
};

export { findLandByLkz, landSchema, listLaender, searchLaender } from './queries';
export type { Land } from './queries';
