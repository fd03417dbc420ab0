import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { orderChange, recordChange } from '../../../changelog';
import { HttpProblem, notification } from '../../../errors';
import { loadOrder, requireOrderEdit, toOrder, type OrderRow } from '../../../orders';

type Ids = { Querystring: { ids: number[] } };

/** Loads every order (404 on any the caller may not see) after the edit-right check. */
async function editableOrders(request: FastifyRequest, ids: number[]) {
  const { db } = request.server;
  await requireOrderEdit(db, request.session!);
  return Promise.all([...new Set(ids)].map((id) => loadOrder(db, request.session!, id)));
}

const notInStatus1 = (nr: string, what: string) =>
  new HttpProblem(400, [
    notification('auftrag.status', `Der Auftrag ${nr} ist nicht im Status erfasst: ${what} ist nicht möglich.`, {
      header: 'Auftrag',
    }),
  ]);

/**
 * Records in the change log what the dispatch adapter changed on the orders (hand-over mark, status, price type), after
 * its own transaction: the adapter's interface owns the writes, the log reads the orders before and after.
 */
async function logChanges(request: FastifyRequest, before: OrderRow[]): Promise<void> {
  const { db } = request.server;
  for (const row of before)
    await recordChange(db, request.session!, orderChange(row, await loadOrder(db, request.session!, row.id)));
}

/** Hand-over to the external dispatch system and the price request (orders.md §4), through app.dispatch. */
export const orderActionRoutes: FastifyPluginAsync = async (app) => {
  app.post<Ids>('/uebertragen', async (request) => {
    const rows = await editableOrders(request, request.query.ids);
    const marked = await app.dispatch.markForTransfer(
      rows.filter((r) => r.status_id === 1).map((r) => r.id),
      Number(request.session!.sub),
    );
    await logChanges(
      request,
      rows.filter((r) => marked.includes(r.id)),
    );
    const updated = await Promise.all(marked.map((id) => loadOrder(app.db, request.session!, id)));
    return updated.map(toOrder);
  });

  app.post<Ids>('/resetStati', async (request) => {
    const rows = await editableOrders(request, request.query.ids);
    const cancelled = await app.dispatch.cancelTransfer(
      rows.map((r) => r.id),
      Number(request.session!.sub),
    );
    await logChanges(request, rows);
    return cancelled;
  });

  app.post<{ Querystring: { id: number } }>('/resetStatus', async (request) => {
    const [row] = await editableOrders(request, [request.query.id]);
    const cancelled = await app.dispatch.cancelTransfer([row.id], Number(request.session!.sub));
    await logChanges(request, [row]);
    return cancelled;
  });

  // Price determination: exactly one order in status 1 (orders.md §4), first the type, then the transfer of it.
  const priceOrder = async (request: FastifyRequest, ids: number[]) => {
    const rows = await editableOrders(request, ids);
    if (rows.length !== 1)
      throw new HttpProblem(400, [
        notification('auftrag.preis.genauEiner', 'Bitte markieren Sie genau einen Auftrag im Status erfasst.', {
          header: 'Preisermittlung',
          fieldname: 'ids',
        }),
      ]);
    if (rows[0].status_id !== 1) throw notInStatus1(rows[0].spedeigennr, 'Die Preisermittlung');
    return rows[0];
  };

  app.post<{ Querystring: { typ: number; ids: number[] } }>('/typ', async (request, reply) => {
    const row = await priceOrder(request, request.query.ids);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE auftrag SET typ = $2, geaendert = now(), aenderer_id = $3 WHERE id = $1', [
        row.id,
        request.query.typ,
        Number(request.session!.sub),
      ]);
      await recordChange(tx, request.session!, orderChange(row, await loadOrder(tx, request.session!, row.id)));
    });
    return reply.code(204).send();
  });

  app.post<Ids>('/typUebertragen', async (request, reply) => {
    const row = await priceOrder(request, request.query.ids);
    await app.dispatch.requestPrice([row.id], Number(request.session!.sub));
    await logChanges(request, [row]);
    return reply.code(204).send();
  });
};
