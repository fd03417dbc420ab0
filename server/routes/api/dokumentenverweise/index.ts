import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { loadOrder } from '../../../orders';

type Doc = { id: number; auftrag_id: number; dateiname: string; extension: string; datum: Date };
const notFound = () => new HttpProblem(404, [notification('dokument.nichtGefunden', 'Das Dokument wurde nicht gefunden.', { header: 'Dokumente' })]);

/** /api/dokumentenverweise (read part): documents of an order the caller may see, and their content. */
export const dokumentenverweiseRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const reference = (d: Doc) => ({ id: d.id, dateiname: d.dateiname, extension: d.extension, datumBereitgestellt: new Date(d.datum).toISOString() });

  app.get<{ Querystring: { 'auftrag.id': number } }>('/auftrag', async (request) => {
    const order = await loadOrder(app.db, request.session!, request.query['auftrag.id']);
    const { rows } = await app.db.query<Doc>(
      'SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum FROM dokumentenverweis WHERE auftrag_id = $1 ORDER BY id', [order.id]);
    return rows.map(reference);
  });

  app.get<{ Params: { dokumentverweisId: number } }>('/file/:dokumentverweisId', async (request) => {
    const { rows: [doc] } = await app.db.query<Doc & { b64: string }>(
      `SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum, encode(inhalt, 'base64') AS b64 FROM dokumentenverweis WHERE id = $1`,
      [request.params.dokumentverweisId]);
    if (!doc) throw notFound();
    // Same answer for foreign documents: loadOrder answers 404 for orders of other tenants.
    await loadOrder(app.db, request.session!, doc.auftrag_id).catch(() => { throw notFound(); });
    return { ...reference(doc), base64EncodedImage: doc.b64.replace(/\s/g, '') };
  });
};
