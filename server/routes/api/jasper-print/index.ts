import type { FastifyPluginAsync } from 'fastify';
import { loadOrder } from '../../../orders';
import { encryptReportIds } from './reportIds';

export { decryptReportIds, encryptReportIds } from './reportIds';

/** Reports the print menus offer; the excluded file (orders.md §5) is kept out of the list here. */
const REPORTS = [
  { id: 1, label: 'Auftragsbestätigung', reportFileName: 'auftragsbestaetigung.jasper' },
  { id: 2, label: 'Versandetiketten', reportFileName: 'etiketten.jasper' },
  { id: 3, label: 'Übernahmeliste', reportFileName: 'uebernahmeliste.jasper' },
  { id: 4, label: 'Frachtbrief', reportFileName: 'frachtbrief.jasper' },
  { id: 5, label: 'Interne Druckvorlage', reportFileName: 'intern_vorlage.jasper' },
];
/** The report file the portal never offers (orders.md §5: "One report file is excluded from the print menu"). */
export const EXCLUDED_REPORT = 'intern_vorlage.jasper';

/** /api/jasper-print: the report types of the print menus and the encrypted ids the report window opens with. */
export const jasperPrintRoutes: FastifyPluginAsync = async (app) => {
  app.get('/report-types', { onRequest: app.requireAuth }, async () => REPORTS.filter((r) => r.reportFileName !== EXCLUDED_REPORT));

  // Only orders the caller may read are printed: a foreign or missing id answers 404 like every order read.
  app.get<{ Params: { ids: number[] } }>('/encrypt-ids/:ids', { onRequest: app.requireAuth }, async (request, reply) => {
    const ids = [...new Set(request.params.ids)];
    for (const id of ids) await loadOrder(app.db, request.session!, id);
    // A JSON string (the contract's answer), not text/plain as Fastify would send a bare string.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(await encryptReportIds(ids, request.session!['mandant-id'])));
  });
};
