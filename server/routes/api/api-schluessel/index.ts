import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_KEY_SCOPES, createApiKey, listApiKeys, revokeApiKey, type ApiKeyScope } from '../../../apikeys';
import { HttpProblem, notification, translate } from '../../../errors';
import { forbidden } from '../../../orders';

const refused = (key: string, status = 400, fieldname: string | null = null) =>
  new HttpProblem(status, [notification(key, translate(key), { header: 'API-Schlüssel', fieldname })]);

/** Keys are managed by the tenant's admins and main users (the ones who manage its users), for their own tenant. */
function manager(request: FastifyRequest): number {
  const session = request.session!;
  if (!session.admin && !session.main) throw forbidden();
  return session['mandant-id'];
}

/** /api/api-schluessel: the tenant's API keys (list, create, revoke); the key itself is answered only by the create. */
export const apiSchluesselRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/', async (request) => listApiKeys(app.db, manager(request)));

  app.post<{ Body: { name: string; scopes: string[] } }>('/', async (request, reply) => {
    const mandantId = manager(request);
    const name = request.body.name.trim();
    if (!name) throw refused('apiSchluessel.name', 400, 'name');
    const scopes = [...new Set(request.body.scopes)].filter((s): s is ApiKeyScope =>
      (API_KEY_SCOPES as readonly string[]).includes(s),
    );
    if (!scopes.length) throw refused('apiSchluessel.berechtigung', 400, 'scopes');
    const { row, key } = await createApiKey(app.db, mandantId, Number(request.session!.sub), name, scopes);
    reply.code(201);
    return { ...row, schluessel: key };
  });

  app.post<{ Params: { id: number } }>('/:id/widerruf', async (request) => {
    const row = await revokeApiKey(app.db, manager(request), request.params.id);
    if (!row) throw refused('apiSchluessel.nichtGefunden', 404);
    return row;
  });
};
