import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, Notifications, type Notification } from '../../errors';
import { printReport } from '../../reports';

/** The report path below the portal's base path (orders.md §7 'the report server path'). */
export const REPORT_PATH = '/berichte';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal as the tab shows it: an HTML page for the browser, else the usual notification list. */
function refusal(request: FastifyRequest, reply: FastifyReply, status: number, list: Notification[]): FastifyReply {
  reply.code(status).header('cache-control', 'no-store');
  if (!(request.headers.accept ?? '').includes('text/html'))
    return reply.type('application/json; charset=utf-8').send(list);
  const items = list.map((n) => `<p>${escape(n.message)}</p>`).join('');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escape(list[0]?.header ?? 'Drucken')} – Disponent Online</title></head>` +
        `<body style="font-family:sans-serif;margin:2rem"><h1>${escape(list[0]?.header ?? 'Drucken')}</h1>${items}</body></html>`,
    );
}

/**
 * GET <base>/berichte?reportNames&ids[&format]: the portal's report server. With REPORT_URL set it hands the request on to that
 * external report server unchanged; otherwise it answers the PDF inline (docs/printing.md).
 */
export const berichteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, string> }>(REPORT_PATH, async (request, reply) => {
    const external = process.env.REPORT_URL;
    if (external)
      return reply.redirect(
        `${external}${request.url.slice(request.url.indexOf('?') === -1 ? request.url.length : request.url.indexOf('?'))}`,
      );
    try {
      const { pdf, fileName } = await printReport(app.db, request.query);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    } catch (error) {
      if (error instanceof HttpProblem) return refusal(request, reply, error.statusCode, error.notifications);
      request.log.error({ err: error }, 'Unbehandelter Fehler');
      return refusal(request, reply, 500, [Notifications.serverError()]);
    }
  });
};
