import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import {
  loadOrder,
  ordersToCsv,
  orderNotFound,
  orderPlaces,
  readableTenants,
  searchOrders,
  targetTenant,
  toOrder,
  ORDER_SELECT,
  type OrderRow,
} from '../../../orders';

type Json = Record<string, unknown>;
/** Orders at most per places query (GET /api/auftraege/orte/{auftraegeIds}). */
const MAX_PLACE_IDS = 500;
const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** XML of a value: objects and arrays as nested elements named by their keys (array items as <eintrag>). */
function xml(name: string, value: unknown): string {
  if (value === null || value === undefined) return `<${name}/>`;
  if (Array.isArray(value)) return `<${name}>${value.map((v) => xml('eintrag', v)).join('')}</${name}>`;
  if (typeof value === 'object')
    return `<${name}>${Object.entries(value)
      .map(([k, v]) => xml(k, v))
      .join('')}</${name}>`;
  return `<${name}>${esc(String(value))}</${name}>`;
}

/** Further reads of /api/auftraege: by number, per tenant, XML, CSV of selected orders, price parts. */
export const orderReadRoutes: FastifyPluginAsync = async (app) => {
  // A page of the tenant's orders as the order list answers it: newest capture first, total in the header, counted up
  // to the search's cap (a tenant's whole list was megabytes of JSON per call).
  const listOf = async (
    reply: FastifyReply,
    mandantId: number,
    page: { page?: number; searchLimit?: number },
  ): Promise<FastifyReply> => {
    const { json, total, capped } = await searchOrders(
      app.db,
      mandantId,
      { page: page.page, searchLimit: page.searchLimit },
      app.searchCountCap,
    );
    if (capped) reply.header('total-search-capped', 'true');
    return reply.header('total-search-results', String(total)).type('application/json; charset=utf-8').send(json);
  };
  type Page = { Querystring: { page?: number; searchLimit?: number } };

  app.get<Page>('/mandant', async (request, reply) => listOf(reply, request.session!['mandant-id'], request.query));
  app.get<Page & { Params: { mandantId: number } }>('/mandant/:mandantId', async (request, reply) =>
    listOf(reply, await targetTenant(app.db, request.session!, request.params.mandantId), request.query),
  );

  // The dispatch board's map: pick-up and delivery places of the listed orders with their postcodes' coordinates.
  app.get<{ Params: { auftraegeIds: number[] } }>('/orte/:auftraegeIds', async (request) => {
    const ids = [...new Set(request.params.auftraegeIds)];
    if (ids.length > MAX_PLACE_IDS) {
      throw new HttpProblem(400, [
        notification('auftrag.orte.zuViele', `Höchstens ${MAX_PLACE_IDS} Aufträge je Abfrage.`, {
          header: 'Disposition',
          fieldname: 'auftraegeIds',
        }),
      ]);
    }
    return orderPlaces(app.db, request.session!, ids);
  });

  app.get<{ Params: { spedeigennr: string } }>('/nr/:spedeigennr', async (request) => {
    const tenants = await readableTenants(app.db, request.session!);
    const {
      rows: [row],
    } = await app.db.query<OrderRow>(
      `${ORDER_SELECT} WHERE a.spedeigennr = $1 AND ($2::int[] IS NULL OR a.mandant_id = ANY($2::int[])) ORDER BY a.id LIMIT 1`,
      [request.params.spedeigennr, tenants],
    );
    if (!row) throw orderNotFound();
    return toOrder(row);
  });

  app.get<{ Params: { id: number } }>('/:id/xml', async (request, reply) => {
    const order = toOrder(await loadOrder(app.db, request.session!, request.params.id));
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n${xml('auftrag', order)}`);
  });

  app.get<{ Params: { auftraegeIds: number[] } }>('/exportcsv/:auftraegeIds', async (request, reply) => {
    const rows = await Promise.all(request.params.auftraegeIds.map((id) => loadOrder(app.db, request.session!, id)));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="Auftrag.csv"')
      .send(ordersToCsv(rows.map(toOrder)));
  });

  app.get<{ Params: { auftragId: number } }>('/brt/:auftragId', async (request) => {
    const row = await loadOrder(app.db, request.session!, request.params.auftragId);
    const { rows } = await app.db.query<{ daten: Json }>(
      'SELECT daten FROM berechnteil WHERE auftrag_id = $1 ORDER BY id',
      [row.id],
    );
    return rows.map((r) => ({
      ...r.daten,
      rechnungsEmpfaenger:
        (row.daten.rechnungsempfaenger as Json | undefined)?.name ??
        (row.daten.absender as Json | undefined)?.name ??
        null,
      vonOrt: (row.daten.absender as Json | undefined)?.ort ?? null,
      bisOrt: (row.daten.empfaenger as Json | undefined)?.ort ?? null,
    }));
  });
};
