import type { FastifyPluginAsync } from 'fastify';
import { ORDER_SEARCH_INDEX_NAME, rebuildOrderSearchIndex } from '../../../orders';

/**
 * /api/admin: the index update of the admin area's Info tab (account-admin.md §2 Info, §8 'Der Index {n} wurde
 * erfolgreich aktualisiert.'): rebuilds the order search indexes as background work and answers once they are rebuilt.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.requireAdmin);

  app.post('/index/update', async (request) => {
    const started = performance.now();
    await rebuildOrderSearchIndex(app.db);
    request.log.info(
      { userId: Number(request.session!.sub), ms: Math.round(performance.now() - started) },
      'Suchindex der Aufträge neu aufgebaut',
    );
    return { index: ORDER_SEARCH_INDEX_NAME };
  });
};
