import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { loadOrder } from '../../../orders';
import { textPdf } from './pdf';

type Party = { name?: string; strasse?: string; hausnummer?: string; lkz?: string; plz?: string; ort?: string } | null | undefined;
type Delivery = { datum: Date | string; ereignisort: string | null; kommentar: string | null; status: string };

const pad = (n: number) => String(n).padStart(2, '0');
// dd.mm.yyyy hh:mm in UTC (orders.md §9).
const when = (d: Date | string) => { const x = new Date(d); return `${pad(x.getUTCDate())}.${pad(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}`; };
const address = (p: Party) => (p ? [p.name, [p.strasse, p.hausnummer].filter(Boolean).join(' '), [p.lkz, p.plz, p.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '');

/** GET /api/abliefernachweis?id: the proof of delivery of a delivered order as PDF (orders.md §2, §7). */
export const abliefernachweisRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get<{ Querystring: { id: number } }>('/', async (request, reply) => {
    const row = await loadOrder(app.db, request.session!, request.query.id);
    // Delivered means: the last status of the default chain was reached.
    const { rows: [delivery] } = await app.db.query<Delivery>(
      `SELECT h.datum, h.ereignisort, h.kommentar, s.kurz_bezeichnung AS status FROM auftragshistorie h JOIN sendungsstatus s ON s.id = h.sdst_id
        WHERE h.auftrag_id = $1 AND s.sdst_id_anzeige = (SELECT id FROM anzeigestatus WHERE defaultstatus ORDER BY anzeigefolge DESC LIMIT 1)
        ORDER BY h.datum DESC LIMIT 1`, [row.id]);
    if (!delivery) {
      throw new HttpProblem(404, [notification('abliefernachweis.fehlt', `Für den Auftrag ${row.spedeigennr} liegt noch kein Abliefernachweis vor.`, { header: 'Abliefernachweis' })]);
    }
    const pdf = textPdf('Abliefernachweis', [
      ['Auftragsnummer', row.spedeigennr], ['Referenz', String(row.daten.spedfremdnr ?? '')], ['Mandant', row.mandant_name],
      ['Absender', address(row.daten.absender as Party)], ['Empfänger', address(row.daten.empfaenger as Party)],
      ['Status', delivery.status], ['Zugestellt am', when(delivery.datum)], ['Ort', delivery.ereignisort ?? ''], ['Bemerkung', delivery.kommentar ?? ''],
    ]);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="Abliefernachweis_${row.spedeigennr}.pdf"`).send(pdf);
  });
};
