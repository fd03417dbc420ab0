import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { ORDER_SELECT, ordersToCsv, targetTenant, toOrder, type OrderRow } from '../../../orders';

type Range = { datumVon: string; datumBis: string; mandantId?: number };

const invalidRange = () => new HttpProblem(400, [notification('export.zeitraum', ' Bitte korrigieren Sie die Angaben des Zeitraumes.', { header: 'Monatlicher CSV-Export', fieldname: 'datumVon' })]);
// Erfassungsdatum within the range, Bis inclusive; a fixed order so chunks by offset never overlap.
const WHERE = 'a.mandant_id = $1 AND a.datum >= $2::date AND a.datum < ($3::date + 1)';

/** /api/auftragexport: count and chunks of the monthly CSV export (the browser assembles the file). */
export const auftragexportRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const range = async (request: { session: unknown; query: Range }) => {
    const q = request.query;
    if (!q.datumVon || !q.datumBis || q.datumVon > q.datumBis) throw invalidRange();
    return [await targetTenant(app.db, request.session as never, q.mandantId), q.datumVon, q.datumBis];
  };

  app.get<{ Querystring: Range }>('/countexportcsvmtl', async (request) => {
    const { rows: [{ n }] } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auftrag a WHERE ${WHERE}`, await range(request));
    return n;
  });

  app.get<{ Querystring: Range & { min: number; max: number } }>('/exportcsvmtl', async (request, reply) => {
    const { min, max } = request.query;
    if (max <= min) throw new HttpProblem(400, [notification('export.abschnitt', 'Der Abschnitt des Exports ist leer (max muss größer als min sein).', { header: 'Monatlicher CSV-Export', fieldname: 'max' })]);
    const { rows } = await app.db.query<OrderRow>(`${ORDER_SELECT} WHERE ${WHERE} ORDER BY a.datum, a.id LIMIT $4 OFFSET $5`,
      [...(await range(request)), Math.min(max - min, 1000), min]);
    return reply.type('text/csv; charset=utf-8').send(ordersToCsv(rows.map(toOrder), min === 0));
  });
};
