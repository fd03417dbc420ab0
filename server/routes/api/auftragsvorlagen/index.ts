import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { checkVersion, sentVersion, versionedUpdate } from '../../../versions';
import {
  checkReferences,
  forbidden,
  mayEditTemplates,
  readableTenants,
  requireOrderEdit,
  targetTenant,
  templateName,
  toDocument,
} from '../../../orders';

type Json = Record<string, unknown>;
type Template = { vorlageName: string; auftrag: Json; mandant?: { id?: number } | null; version?: number };
type Row = { id: number; mandant_id: number; mandant_name: string; vorlage_name: string; version: number; daten: Json };

const SELECT =
  'SELECT v.id, v.mandant_id, m.name AS mandant_name, v.vorlage_name, v.version, v.daten FROM auftragsvorlage v JOIN mandant m ON m.id = v.mandant_id';
const toTemplate = (r: Row) => ({
  id: r.id,
  vorlageName: r.vorlage_name,
  mandant: { id: r.mandant_id, name: r.mandant_name },
  auftrag: r.daten,
  version: r.version,
});
const notFound = () =>
  new HttpProblem(404, [
    notification('vorlage.nichtGefunden', 'Die Auftragsvorlage wurde nicht gefunden.', { header: 'Auftragsvorlage' }),
  ]);
const taken = () =>
  new HttpProblem(400, [
    notification('vorlage.nameVorhanden', 'Name bereits vorhanden', {
      header: 'Auftragsvorlage',
      fieldname: 'vorlageName',
    }),
  ]);

/** Saving and deleting templates: edit right, denyOrderEdit off and the version/isMain rule (orders.md §6). */
async function requireTemplateEdit(request: FastifyRequest): Promise<void> {
  await requireOrderEdit(request.server.db, request.session!);
  if (!mayEditTemplates(request.session!)) throw forbidden();
}

/** /api/auftragsvorlagen: order templates, unique by name per tenant; their order's ids are checked as an order save's. */
export const auftragsvorlagenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const load = async (request: FastifyRequest, id: number): Promise<Row> => {
    const {
      rows: [row],
    } = await app.db.query<Row>(`${SELECT} WHERE v.id = $1`, [id]);
    const tenants = await readableTenants(app.db, request.session!);
    if (!row || (tenants && !tenants.includes(row.mandant_id))) throw notFound();
    return row;
  };

  app.get<{ Querystring: { query?: string; page?: number; searchLimit?: number; mandantId?: number } }>(
    '/search',
    async (request, reply) => {
      const mandantId = await targetTenant(app.db, request.session!, request.query.mandantId);
      const text = `%${(request.query.query ?? '')
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const limit = request.query.searchLimit ?? 50;
      const where =
        "v.mandant_id = $1 AND (lower(v.vorlage_name) LIKE $2 OR lower(coalesce(v.daten #>> '{empfaenger,name}', '')) LIKE $2)";
      const {
        rows: [{ n }],
      } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auftragsvorlage v WHERE ${where}`, [
        mandantId,
        text,
      ]);
      const { rows } = await app.db.query<Row>(
        `${SELECT} WHERE ${where} ORDER BY lower(v.vorlage_name), v.id LIMIT $3 OFFSET $4`,
        [mandantId, text, limit, ((request.query.page ?? 1) - 1) * limit],
      );
      reply.header('total-search-results', String(n));
      return rows.map(toTemplate);
    },
  );

  app.get<{ Querystring: { name: string; mandantId: number } }>('/exists', async (request) => {
    const mandantId = await targetTenant(app.db, request.session!, request.query.mandantId);
    const {
      rows: [row],
    } = await app.db.query<{ id: number; version: number }>(
      'SELECT id, version FROM auftragsvorlage WHERE mandant_id = $1 AND vorlage_name = $2',
      [mandantId, request.query.name.trim()],
    );
    return { exists: Boolean(row), id: row?.id ?? null, version: row?.version ?? null };
  });

  app.post<{ Body: Template }>('/', async (request, reply) => {
    await requireTemplateEdit(request);
    const mandantId = await targetTenant(app.db, request.session!, request.body.mandant?.id);
    const name = templateName(request.body.vorlageName);
    const {
      rows: [dup],
    } = await app.db.query('SELECT 1 FROM auftragsvorlage WHERE mandant_id = $1 AND vorlage_name = $2', [
      mandantId,
      name,
    ]);
    if (dup) throw taken();
    await checkReferences(app.db, request.session!, request.body.auftrag, {
      mandantId,
      readable: await readableTenants(app.db, request.session!),
      prefix: 'auftrag.',
    });
    const doc = await toDocument(app.db, request.body.auftrag);
    const {
      rows: [{ id }],
    } = await app.db.query<{ id: number }>(
      'INSERT INTO auftragsvorlage (mandant_id, vorlage_name, daten) VALUES ($1, $2, $3) RETURNING id',
      [mandantId, name, JSON.stringify(doc)],
    );
    reply.code(201);
    return toTemplate(await load(request, id));
  });

  app.get<{ Params: { id: number } }>('/:id', async (request) => toTemplate(await load(request, request.params.id)));

  app.put<{ Params: { id: number }; Body: Template }>('/:id', async (request) => {
    await requireTemplateEdit(request);
    const row = await load(request, request.params.id);
    // 'Vorlage aktualisieren' of the capture screen sends the version the name check read (GET exists).
    const version = sentVersion(request.body, true);
    await checkVersion(app.db, 'auftragsvorlage', row.id, row.version, version);
    const name = templateName(request.body.vorlageName);
    const {
      rows: [dup],
    } = await app.db.query('SELECT 1 FROM auftragsvorlage WHERE mandant_id = $1 AND vorlage_name = $2 AND id <> $3', [
      row.mandant_id,
      name,
      row.id,
    ]);
    if (dup) throw taken();
    await checkReferences(app.db, request.session!, request.body.auftrag, {
      mandantId: row.mandant_id,
      readable: await readableTenants(app.db, request.session!),
      stored: row.daten,
      prefix: 'auftrag.',
    });
    const doc = await toDocument(app.db, request.body.auftrag);
    await versionedUpdate(
      app.db,
      'auftragsvorlage',
      'UPDATE auftragsvorlage SET vorlage_name = $2, daten = $3, geaendert = now(), aenderer_id = $4 WHERE id = $1',
      [row.id, name, JSON.stringify(doc), Number(request.session!.sub)],
      version,
    );
    return toTemplate(await load(request, row.id));
  });

  app.delete<{ Params: { id: number } }>('/:id', async (request, reply) => {
    await requireTemplateEdit(request);
    const row = await load(request, request.params.id);
    await app.db.query('DELETE FROM auftragsvorlage WHERE id = $1', [row.id]);
    return reply.code(204).send();
  });
};
