import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { documents } from '../../../documents';
import type { ServedDocument } from '../../../documents';
import { HttpProblem, Notifications } from '../../../errors';

/** What the browser receives of a served document. */
const body = (served: ServedDocument) => ({
  document: served.document,
  overlays: served.overlays,
  ...(served.parts ? { parts: served.parts } : {}),
});

/**
 * /api/dokumente/{name}: a document with its overlays for the browser, revalidated by ETag (public: the login screen is
 * one); /api/dokumente?namen=a,b,…: several in one answer, so the portal starts with one request instead of one per
 * document (six at a time over HTTP/1.1).
 */
export const dokumenteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { namen: string } }>('/', async (request, reply) => {
    const names = [...new Set(request.query.namen.split(','))];
    const { byName } = documents();
    const served = names.map((name) => [name, byName.get(name)] as const);
    if (served.some(([, doc]) => !doc)) throw new HttpProblem(404, [Notifications.notFound()]);
    const etag = `"${createHash('sha256')
      .update(served.map(([name, doc]) => `${name}=${doc!.etag}`).join(','))
      .digest('base64url')
      .slice(0, 32)}"`;
    // Always revalidate, as for one document: a restart with changed documents must reach the browser at once.
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return Object.fromEntries(served.map(([name, doc]) => [name, body(doc!)]));
  });

  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const served = documents().byName.get(request.params.name);
    if (!served) throw new HttpProblem(404, [Notifications.notFound()]);
    // Always revalidate: a restart with changed documents must reach the browser at once, and unchanged ones cost a 304.
    reply.header('ETag', served.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
    return body(served);
  });
};
