import type { FastifyPluginAsync } from 'fastify';
import {
  ITEM_COLUMNS,
  entryById,
  lademittelSchema,
  listOf,
  resolveMandant,
  tenantEntries,
  type MandantQuery,
} from '../stammdaten';

type Lademittel = {
  id: number;
  kurzBezeichnung: string | null;
  langBezeichnung: string | null;
  bezkurz: string | null;
};

const COLUMNS = `${ITEM_COLUMNS}, e.bezkurz`;
const list = { response: { 200: listOf(lademittelSchema) } };
const config = { validation: { header: 'Lademittel' } };

/** /api/lademittel: load carriers of a tenant, by id, and filtered by ADR relevance (isGGVS). */
export const lademittelRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MandantQuery }>('/', { onRequest: app.requireAuth, schema: list, config }, async (request) => {
    const mandantId = await resolveMandant(app.db, request, request.query.mandant);
    return tenantEntries<Lademittel>(app.db, 'lademittel', COLUMNS, mandantId);
  });

  // isGGVS true: only ADR-relevant load carriers; false: all others (the client hides ADR ones then).
  app.get<{ Querystring: MandantQuery & { isGGVS: boolean } }>(
    '/ggvs',
    { onRequest: app.requireAuth, schema: list, config },
    async (request) => {
      const mandantId = await resolveMandant(app.db, request, request.query.mandant);
      return tenantEntries<Lademittel>(app.db, 'lademittel', COLUMNS, mandantId, 'AND e.ggvs = $2', [
        request.query.isGGVS,
      ]);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    { onRequest: app.requireAuth, schema: { response: { 200: lademittelSchema } }, config },
    async (request) => entryById<Lademittel>(app.db, 'lademittel', COLUMNS, request.params.id),
  );
};
