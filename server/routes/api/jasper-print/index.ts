import type { FastifyPluginAsync } from 'fastify';
import { loadOrder } from '../../../orders';
import { encryptReportIds, reportTypes } from '../../../reports';

export { decryptReportIds, encryptReportIds, openReportIds } from '../../../reports';

/** /api/jasper-print: the report types of the print menus (from schemas/reports) and the encrypted ids the report window opens with. */
export const jasperPrintRoutes: FastifyPluginAsync = async (app) => {
  app.get('/report-types', { onRequest: app.requireAuth }, async () => reportTypes());

  // Only orders the caller may read are printed: a foreign or missing id answers 404 like every order read.
  app.get<{ Params: { ids: number[] } }>(
    '/encrypt-ids/:ids',
    { onRequest: app.requireAuth },
    async (request, reply) => {
      const session = request.session!;
      const ids = [...new Set(request.params.ids)];
      for (const id of ids) await loadOrder(app.db, session, id);
      const token = await encryptReportIds(ids, session['mandant-id'], { userId: Number(session.sub), sv: session.sv });
      // A JSON string (the contract's answer), not text/plain as Fastify would send a bare string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(token));
    },
  );
};
