import type { FastifyPluginAsync } from 'fastify';
import { dispatchUpdate } from '../../../dispatch';
import { HttpProblem, notification, translate } from '../../../errors';
import { loadOrder, requireOrderEdit } from '../../../orders';

type Type = { Params: { type: string } };
const HEADER = 'Aktualisierung';

const unknownType = (type: string) =>
  new HttpProblem(400, [
    notification('dplus.artUnbekannt', translate('dplus.artUnbekannt', type), { header: HEADER, fieldname: 'type' }),
  ]);

/**
 * /api/dplus-update/{type}: asks the external dispatch system (DPlus) about the given orders, through app.dispatch. The
 * kinds are a registry (server/dispatch/updates.ts); an order the caller may not see answers 404 like every order call.
 */
export const dplusUpdateRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  // HEAD answers without a body: 200 for a known kind, 404 otherwise (the contract's "Gibt es diese Aktualisierungsart?").
  app.head<Type>('/:type', async (request, reply) =>
    reply.code(dispatchUpdate(request.params.type) ? 200 : 404).send(),
  );

  app.post<Type & { Querystring: { ids: number[] } }>('/:type', async (request, reply) => {
    const update = dispatchUpdate(request.params.type);
    if (!update) throw unknownType(request.params.type);
    const session = request.session!;
    if (update.changesOrders) await requireOrderEdit(app.db, session);
    const rows = await Promise.all([...new Set(request.query.ids)].map((id) => loadOrder(app.db, session, id)));
    const wrong = update.requiredStatus && rows.find((r) => r.status_id !== update.requiredStatus!.id);
    if (wrong)
      throw new HttpProblem(400, [
        notification(
          'dplus.nichtImStatus',
          translate('dplus.nichtImStatus', wrong.spedeigennr, update.requiredStatus!.action),
          { header: HEADER, fieldname: 'ids' },
        ),
      ]);
    await update.run(
      app.dispatch,
      rows.map((r) => r.id),
      Number(session.sub),
    );
    return reply.code(204).send();
  });
};
