import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';
import { loadOrder, requireOrderEdit } from '../../../orders';
import { boundaryOf, parseMultipart, type FormPart } from './multipart';

type Doc = { id: number; auftrag_id: number; dateiname: string; extension: string; datum: Date };
type Json = Record<string, unknown>;
const notFound = () => new HttpProblem(404, [notification('dokument.nichtGefunden', 'Das Dokument wurde nicht gefunden.', { header: 'Dokumente' })]);
const invalid = (fieldname: string, key: string, ...args: number[]) =>
  new HttpProblem(400, [notification(key, translate(key, ...args), { header: 'Dokumente', fieldname })]);
/** Largest document accepted (delivery notes and photos of proof of delivery). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Dateiname and extension of an upload: the metadata's if given, else taken from the file name. */
function describe(filename: string, metadata: Json): { dateiname: string; extension: string } {
  const dateiname = typeof metadata.dateiname === 'string' && metadata.dateiname.trim() ? metadata.dateiname.trim() : filename;
  if (dateiname.length > 255) throw invalid('metadata.dateiname', 'validation.maxLength', 255);
  const given = typeof metadata.extension === 'string' && metadata.extension.trim() ? metadata.extension : /\.([^.]+)$/.exec(dateiname)?.[1] ?? '';
  const extension = given.trim().replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw invalid('filename', 'validation.format');
  return { dateiname, extension };
}

/** The upload's parts: the file's bytes and its JSON metadata, each refused on its field when missing or unreadable. */
function uploadParts(parts: unknown): { file: Buffer; metadata: Json } {
  const list = (Array.isArray(parts) ? parts : []) as FormPart[];
  const file = list.find((p) => p.name === 'file');
  if (!file?.data.length) throw invalid('file', 'validation.required');
  const raw = list.find((p) => p.name === 'metadata');
  if (!raw) throw invalid('metadata', 'validation.required');
  let metadata: unknown;
  try { metadata = JSON.parse(raw.data.toString('utf8')); } catch { metadata = undefined; }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) throw invalid('metadata', 'validation.type');
  return { file: file.data, metadata: metadata as Json };
}

/** /api/dokumentenverweise: documents of an order the caller may see; upload and delete need the edit right. */
export const dokumentenverweiseRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const reference = (d: Doc) => ({ id: d.id, dateiname: d.dateiname, extension: d.extension, datumBereitgestellt: new Date(d.datum).toISOString() });
  const findDoc = async (request: FastifyRequest, id: number, withContent = false) => {
    const { rows: [doc] } = await app.db.query<Doc & { b64: string | null }>(
      `SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum, CASE WHEN $2::boolean THEN encode(inhalt, 'base64') END AS b64
         FROM dokumentenverweis WHERE id = $1`, [id, withContent]);
    if (!doc) throw notFound();
    // Same answer for foreign documents: loadOrder answers 404 for orders of other tenants.
    await loadOrder(app.db, request.session!, doc.auftrag_id).catch(() => { throw notFound(); });
    return doc;
  };

  // Only this plugin's upload reads multipart bodies; a body that breaks the format is the client's mistake.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES }, (request, body, done) => {
    const boundary = boundaryOf(request.headers['content-type']);
    const parts = boundary ? parseMultipart(body as Buffer, boundary) : undefined;
    if (parts) done(null, parts);
    else done(new HttpProblem(400, [notification('dokument.format', translate('badRequest'), { header: 'Dokumente' })]), undefined);
  });

  app.get<{ Querystring: { 'auftrag.id': number } }>('/auftrag', async (request) => {
    const order = await loadOrder(app.db, request.session!, request.query['auftrag.id']);
    const { rows } = await app.db.query<Doc>(
      'SELECT id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum FROM dokumentenverweis WHERE auftrag_id = $1 ORDER BY id', [order.id]);
    return rows.map(reference);
  });

  app.get<{ Params: { dokumentverweisId: number } }>('/file/:dokumentverweisId', async (request) => {
    const doc = await findDoc(request, request.params.dokumentverweisId, true);
    return { ...reference(doc), base64EncodedImage: (doc.b64 ?? '').replace(/\s/g, '') };
  });

  app.post<{ Querystring: { filename: string; objectId: number } }>('/upload', { bodyLimit: MAX_DOCUMENT_BYTES }, async (request, reply) => {
    await requireOrderEdit(app.db, request.session!);
    const order = await loadOrder(app.db, request.session!, request.query.objectId);
    const { file, metadata } = uploadParts(request.body);
    const { dateiname, extension } = describe(request.query.filename, metadata);
    const { rows: [doc] } = await app.db.query<Doc>(
      `INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt) VALUES ($1, $2, $3, $4)
       RETURNING id, auftrag_id, dateiname, extension, datum_bereitgestellt AS datum`, [order.id, dateiname, extension, file]);
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
