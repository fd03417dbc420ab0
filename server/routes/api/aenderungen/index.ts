import type { FastifyPluginAsync } from 'fastify';
import { objectChanges, searchChanges, type ChangeSearch } from '../../../changelog';
import { HttpProblem, notification, translate } from '../../../errors';
import { loadOrder } from '../../../orders';

/** /api/aenderungen: the change log; an order's changes for whoever may read the order, the search for admins. */
export const aenderungenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get<{ Params: { id: number } }>('/auftrag/:id', async (request) => {
    const row = await loadOrder(app.db, request.session!, request.params.id);
    return objectChanges(app.db, 'auftrag', row.id);
  });

  app.get<{ Querystring: ChangeSearch }>('/', { onRequest: app.requireAdmin }, async (request, reply) => {
    const { von, bis } = request.query;
    if (von && bis && bis < von)
      throw new HttpProblem(400, [
        notification('aenderungen.zeitraum', translate('aenderungen.zeitraum'), {
          header: 'Änderungsprotokoll',
          fieldname: 'bis',
        }),
      ]);
    const { rows, total } = await searchChanges(app.db, request.query);
    reply.header('total-search-results', String(total));
    return rows;
  });
};
