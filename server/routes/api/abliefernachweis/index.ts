import type { FastifyPluginAsync } from 'fastify';
import { loadReportOrders, loadReportTenant, RENDERERS, findReport, reportFileName } from '../../../reports';

/** GET /api/abliefernachweis?id: the proof of delivery of a delivered order as PDF (orders.md §2, §7), from its report document. */
export const abliefernachweisRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get<{ Querystring: { id: number } }>('/', async (request, reply) => {
    const orders = await loadReportOrders(app.db, request.session!, [request.query.id]);
    const def = findReport('abliefernachweis.jasper')!;
    const pdf = await RENDERERS[def.renderer].render({
      db: app.db,
      def,
      orders,
      tenant: (id) => loadReportTenant(app.db, id),
      params: {},
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(def, [orders[0].nr])}"`)
      .send(pdf);
  });
};
