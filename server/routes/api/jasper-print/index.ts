import type { FastifyPluginAsync } from 'fastify';

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

/** /api/jasper-print/report-types: the report types of the print menus. */
export const jasperPrintRoutes: FastifyPluginAsync = async (app) => {
  app.get('/report-types', { onRequest: app.requireAuth }, async () => REPORTS.filter((r) => r.reportFileName !== EXCLUDED_REPORT));
};
