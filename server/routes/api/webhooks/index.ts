import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpProblem, Notifications } from '../../../errors';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  deliveryLogCount,
  findEndpoint,
  listEndpoints,
  renewSecret,
  updateEndpoint,
  validateEndpoint,
  type Webhooks,
} from '../../../webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook settings, the delivery worker and the test event (server/webhooks). */
    webhooks: Webhooks;
  }
}

type Json = Record<string, unknown>;
type IdParams = { Params: { id: number } };

/** The caller's tenant, when they may manage its webhooks: admins and main users (else 403). */
function tenantOf(request: FastifyRequest): number {
  const session = request.session!;
  if (!session.admin && !session.main) throw new HttpProblem(403, [Notifications.forbidden()]);
  return session['mandant-id'];
}

const by = (request: FastifyRequest) => Number(request.session!.sub);

/**
 * /api/webhooks: the endpoints of the caller's tenant (admins and main users), the test event and the delivery log;
 * another tenant's endpoint answers 404 like a missing one.
 */
export const webhooksRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/', async (request) => listEndpoints(app.db, tenantOf(request)));

  app.post<{ Body: Json }>('/', async (request, reply) => {
    const tenant = tenantOf(request);
    const input = await validateEndpoint(request.body, app.webhooks.allowPrivate);
    reply.code(201);
    return createEndpoint(app.db, tenant, input, by(request));
  });

  app.put<IdParams & { Body: Json }>('/:id', async (request) => {
    const tenant = tenantOf(request);
    await findEndpoint(app.db, tenant, request.params.id);
    const input = await validateEndpoint(request.body, app.webhooks.allowPrivate);
    return updateEndpoint(app.db, tenant, request.params.id, input, by(request));
  });

  app.delete<IdParams>('/:id', async (request, reply) => {
    await deleteEndpoint(app.db, tenantOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post<IdParams>('/:id/geheimnis', async (request) => ({
    geheimnis: await renewSecret(app.db, tenantOf(request), request.params.id, by(request)),
  }));

  app.post<IdParams>('/:id/test', async (request) => {
    const tenant = tenantOf(request);
    const endpoint = await findEndpoint(app.db, tenant, request.params.id);
    const result = await app.webhooks.test(
      { id: request.params.id, url: endpoint.url, geheimnis: endpoint.geheimnis },
      tenant,
    );
    return { antwortcode: result.code, fehler: result.error, dauerMs: result.ms };
  });

  app.get<IdParams & { Querystring: { searchLimit?: number } }>('/:id/zustellungen', async (request, reply) => {
    const endpoint = await findEndpoint(app.db, tenantOf(request), request.params.id);
    // Like every search answer: the whole count beside the newest attempts it shows.
    reply.header('total-search-results', String(await deliveryLogCount(app.db, endpoint.id as number)));
    return deliveryLog(app.db, endpoint.id as number, Math.min(request.query.searchLimit ?? 50, 200));
  });
};
