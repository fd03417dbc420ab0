import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';
import { loadTracking, unsubscribe } from '../../../tracking';

type TokenParams = { Params: { token: string } };
const guard = { bruteForce: { policy: 'sendungsverfolgung' as const, name: () => undefined } };
const notFound = () =>
  new HttpProblem(404, [
    notification('sendungsverfolgung.nichtGefunden', translate('sendungsverfolgung.nichtGefunden'), {
      header: translate('sendungsverfolgung.kopf'),
    }),
  ]);

/**
 * /api/sendungsverfolgung/{token}: the recipient's tracking (docs/tracking.md), public and read-only, limited per client
 * address. The token is the only key: an unknown one answers 404 after the same queries as a known one.
 */
export const sendungsverfolgungRoutes: FastifyPluginAsync = async (app) => {
  app.get<TokenParams>('/:token', { config: guard }, async (request, reply) => {
    const answer = await loadTracking(app.db, request.params.token);
    if (!answer) throw notFound();
    // Never kept by a shared cache: the link is the recipient's key.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return answer;
  });

  app.post<TokenParams>('/:token/abmelden', { config: guard }, async (request, reply) => {
    if (!(await unsubscribe(app.db, request.params.token))) throw notFound();
    return reply.code(204).send();
  });
};
