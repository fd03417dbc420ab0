import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { HttpProblem, notification } from '../../../errors';
import { loadOrder, requireOrderEdit } from '../../../orders';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_ORDER,
  MAX_ORDER_DOCUMENT_BYTES,
  quotaExceeded,
  readUpload,
} from './upload';

export { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_ORDER, MAX_ORDER_DOCUMENT_BYTES } from './upload';

type Doc = { id: number; auftrag_id: number; dateiname: string; extension: string; datum: Date };
const notFound = () =>
  new HttpProblem(404, [
    notification('dokument.nichtGefunden', 'Das Dokument wurde nicht gefunden.', { header: 'Dokumente' }),
  ]);

/** Whether one more document of `bytes` fits into the order's quota (count and total size). */
async function quotaLeft(db: Db, orderId: number, bytes: number): Promise<boolean> {
  const {
    rows: [used],
  } = await db.query<{ n: number; total: string }>(
    'SELECT count(*)::int AS n, coalesce(sum(octet_length(inhalt)), 0)::bigint AS total FROM dokumentenverweis WHERE auftrag_id = $1',
    [orderId],
  );
  return used.n < MAX_DOCUMENTS_PER_ORDER && Number(used.total) + bytes <= MAX_ORDER_DOCUMENT_BYTES;
}

/** /api/dokumentenverweise: documents of an order the caller may see; upload and delete need the edit right. */
export const dokumentenverweiseRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const reference = (d: Doc) => ({
    id: d.id,
    dateiname: d.dateiname,
    extension: d.extension,
    datumBereitgestellt: new Date(d.datum).toISOString(),
  });
  const findDoc = async (request: FastifyRequest, id: number, withContent = false) => {
    const {
      rows: [doc],
    } = await app.db.query<Doc & { b64: string | null }>(
      `SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum, CASE WHEN $2::boolean THEN encode(inhalt, 'base64') END AS b64
         FROM dokumentenverweis WHERE id = $1`,
      [id, withContent],
    );
    if (!doc) throw notFound();
    // Same answer for foreign documents: loadOrder answers 404 for orders of other tenants.
    await loadOrder(app.db, request.session!, doc.auftrag_id).catch(() => {
      throw notFound();
    });
    return doc;
  };

  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 4, parts: 4 } });

  app.get<{ Querystring: { 'auftrag.id': number } }>('/auftrag', async (request) => {
    const order = await loadOrder(app.db, request.session!, request.query['auftrag.id']);
    const { rows } = await app.db.query<Doc>(
      'SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum FROM dokumentenverweis WHERE auftrag_id = $1 ORDER BY id',
      [order.id],
    );
    return rows.map(reference);
  });

  app.get<{ Params: { dokumentverweisId: number } }>('/file/:dokumentverweisId', async (request) => {
    const doc = await findDoc(request, request.params.dokumentverweisId, true);
    return { ...reference(doc), base64EncodedImage: (doc.b64 ?? '').replace(/\s/g, '') };
  });

  app.post<{ Querystring: { filename: string; objectId: number } }>('/upload', async (request, reply) => {
    await requireOrderEdit(app.db, request.session!);
    const order = await loadOrder(app.db, request.session!, request.query.objectId);
    // A full order is refused before its body is read; the locked re-check below counts this file too.
    if (!(await quotaLeft(app.db, order.id, 1))) throw quotaExceeded();
    const { file, dateiname, extension } = await readUpload(request, request.query.filename);
    const doc = await app.db.transaction(async (tx) => {
      // The order row's lock serialises parallel uploads to one order, so together they cannot pass the quota.
      await tx.query('SELECT 1 FROM auftrag WHERE id = $1 FOR UPDATE', [order.id]);
      if (!(await quotaLeft(tx, order.id, file.length))) throw quotaExceeded();
      const {
        rows: [row],
      } = await tx.query<Doc>(
        `INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt) VALUES ($1, $2, $3, $4)
         RETURNING id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum`,
        [order.id, dateiname, extension, file],
      );
      return row;
    });
    request.log.info({ orderId: order.id, documentId: doc.id, bytes: file.length }, 'Dokument hochgeladen');
    return reply.code(201).send(reference(doc));
  });

  // The portal deletes with GET (orders.md §7); DELETE is the same for clients that use the proper verb.
  const remove = async (request: FastifyRequest<{ Params: { dokumentverweisId: number } }>, reply: FastifyReply) => {
    await requireOrderEdit(app.db, request.session!);
    const doc = await findDoc(request, request.params.dokumentverweisId);
    await app.db.query('DELETE FROM dokumentenverweis WHERE id = $1', [doc.id]);
    return reply.code(204).send();
  };
  app.get('/:dokumentverweisId', remove);
  app.delete('/:dokumentverweisId', remove);
};
