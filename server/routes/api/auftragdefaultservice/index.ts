import type { FastifyPluginAsync } from 'fastify';
import { defaultServices } from '../../../orders';

/** /api/auftragdefaultservice: the default services of the session's tenant for the order form. */
export const auftragdefaultserviceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get('/', async (request) => defaultServices(app.db, request.session!['mandant-id']));
};
