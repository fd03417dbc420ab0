import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { orderChange, recordChange } from '../../../changelog';
import { HttpProblem, notification } from '../../../errors';
import {
  loadOrder,
  requireOrderEdit,
  targetTenant,
  toOrder,
  createOrder,
  updateOrder,
  searchOrders,
  type OrderSearch,
} from '../../../orders';
import { orderActionRoutes } from './actions';
import { orderReadRoutes } from './reads';
import { orderTemplateRoutes } from './templates';

type Json = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders counted at most per order search (AppOptions.searchCountCap, default SEARCH_COUNT_CAP). */
    searchCountCap: number;
  }
}
type IdParams = { Params: { id: number } };

/** The tenant of a new order: the main-client selector's choice (body mandant.id) if allowed, else the session's. */
async function tenantOfNew(request: FastifyRequest, body: Json): Promise<number> {
  const requested = (body.mandant as { id?: number } | null | undefined)?.id;
  return targetTenant(request.server.db, request.session!, requested);
}

/** /api/auftraege: capture, read, change, delete and search orders; hand-over and price actions in actions.ts. */
export const auftraegeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get<{ Querystring: OrderSearch & { mandantId?: number } }>('/search', async (request, reply) => {
    const mandantId = await targetTenant(app.db, request.session!, request.query.mandantId);
    const { json, total, capped } = await searchOrders(app.db, mandantId, request.query, app.searchCountCap);
    // More matches than the cap: the total is the cap and total-search-capped says there are more.
    if (capped) reply.header('total-search-capped', 'true');
    // Already JSON text from the database (ORDER_JSON): sent as it is.
    return reply.header('total-search-results', String(total)).type('application/json; charset=utf-8').send(json);
  });

  app.post<{ Body: Json }>('/', async (request, reply) => {
    await requireOrderEdit(app.db, request.session!);
    const mandantId = await tenantOfNew(request, request.body);
    const id = await app.db.transaction(async (tx) => {
      const created = await createOrder(tx, request.session!, mandantId, request.body);
      await recordChange(tx, request.session!, orderChange(null, { id: created, mandant_id: mandantId }));
      return created;
    });
    reply.code(201);
    return toOrder(await loadOrder(app.db, request.session!, id));
  });

  app.get<IdParams>('/:id', async (request) => {
    const row = await loadOrder(app.db, request.session!, request.params.id);
    const order = toOrder(row);
    const { rows: historie } = await app.db.query(
      `SELECT h.datum, h.kommentar, h.quittiert, h.ereignisort,
              json_build_object('id', s.id, 'sdst_id_anzeige', s.sdst_id_anzeige, 'kurzBezeichnung', s.kurz_bezeichnung, 'icon', s.icon) AS sendungsstatus
         FROM auftragshistorie h JOIN sendungsstatus s ON s.id = h.sdst_id WHERE h.auftrag_id = $1 ORDER BY h.datum`,
      [row.id],
    );
    const { rows: docs } = await app.db.query(
      `SELECT id, dateiname, extension, datum_bereitgestellt AS "datumBereitgestellt" FROM dokumentenverweis WHERE auftrag_id = $1 ORDER BY id`,
      [row.id],
    );
    return {
      ...order,
      auftragshistorie: historie.map((h) => ({ ...h, datum: new Date(h.datum as string).toISOString() })),
      dokumentenverweise: docs.map((d) => ({
        ...d,
        datumBereitgestellt: new Date(d.datumBereitgestellt as string).toISOString(),
      })),
    };
  });

  app.put<IdParams & { Body: Json }>('/:id', async (request) => {
    await requireOrderEdit(app.db, request.session!);
    const row = await loadOrder(app.db, request.session!, request.params.id);
    await app.db.transaction(async (tx) => {
      await updateOrder(tx, request.session!, row, request.body);
      await recordChange(tx, request.session!, orderChange(row, await loadOrder(tx, request.session!, row.id)));
    });
    return toOrder(await loadOrder(app.db, request.session!, row.id));
  });

  app.delete<IdParams>('/:id', async (request, reply) => {
    await deleteOrders(request, [request.params.id]);
    return reply.code(204).send();
  });

  app.delete<{ Querystring: { ids: number[] } }>('/', async (request, reply) => {
    await deleteOrders(request, request.query.ids);
    return reply.code(204).send();
  });

  await app.register(orderActionRoutes);
  await app.register(orderReadRoutes);
  await app.register(orderTemplateRoutes);
};

/** Delete only exactly one order in status 1 (orders.md §4: the list allows it for one row in status 1). */
async function deleteOrders(request: FastifyRequest, ids: number[]): Promise<void> {
  const { db } = request.server;
  await requireOrderEdit(db, request.session!);
  if (ids.length !== 1) {
    throw new HttpProblem(400, [
      notification('auftrag.loeschen.genauEiner', 'Bitte markieren Sie genau einen Auftrag im Status erfasst.', {
        header: 'Auftrag löschen',
        fieldname: 'ids',
      }),
    ]);
  }
  const row = await loadOrder(db, request.session!, ids[0]);
  if (row.status_id !== 1) {
    throw new HttpProblem(400, [
      notification(
        'auftrag.loeschen.status',
        `Der Auftrag ${row.spedeigennr} ist nicht mehr im Status erfasst und kann nicht gelöscht werden.`,
        { header: 'Auftrag löschen' },
      ),
    ]);
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM auftrag WHERE id = $1', [row.id]);
    await recordChange(tx, request.session!, orderChange(row, null));
  });
}
