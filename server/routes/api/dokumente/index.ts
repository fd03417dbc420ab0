import type { FastifyPluginAsync } from 'fastify';
import { documents } from '../../../documents';
import { HttpProblem, Notifications } from '../../../errors';

/** /api/dokumente/{name}: a document with its overlays for the browser, revalidated by ETag (public: the login screen is one). */
export const dokumenteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const served = documents().byName.get(request.params.name);
    if (!served) throw new HttpProblem(404, [Notifications.notFound()]);
    // Always revalidate: a restart with changed documents must reach the browser at once, and unchanged ones cost a 304.
    reply.header('ETag', served.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
    return { document: served.document, overlays: served.overlays, ...(served.parts ? { parts: served.parts } : {}) };
  });
};
