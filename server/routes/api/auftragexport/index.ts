import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { countExport, exportChunk, exportCsv, exportRows, targetTenant, type ExportRange } from '../../../orders';

type Range = { datumVon: string; datumBis: string; mandantId?: number };

const header = 'Monatlicher CSV-Export';
const invalidRange = () =>
  new HttpProblem(400, [
    notification('export.zeitraum', ' Bitte korrigieren Sie die Angaben des Zeitraumes.', {
      header,
      fieldname: 'datumVon',
    }),
  ]);

/**
 * /api/auftragexport: count and CSV of the monthly export. With min and max one chunk of the period (the spec's call);
 * without them the whole period as one streamed response, read from the database by keyset in batches. exportzeilenmtl
 * streams the same orders as typed NDJSON rows, from which the browser builds the xlsx file.
 */
export const auftragexportRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const range = async (request: { session: unknown; query: Range }): Promise<ExportRange> => {
    const q = request.query;
    if (!q.datumVon || !q.datumBis || q.datumVon > q.datumBis) throw invalidRange();
    return {
      mandantId: await targetTenant(app.db, request.session as never, q.mandantId),
      datumVon: q.datumVon,
      datumBis: q.datumBis,
    };
  };

  app.get<{ Querystring: Range }>('/countexportcsvmtl', async (request) => countExport(app.db, await range(request)));

  app.get<{ Querystring: Range & { min?: number; max?: number } }>('/exportcsvmtl', async (request, reply) => {
    const { min, max } = request.query;
    if ((min == null) !== (max == null)) {
      throw new HttpProblem(400, [
        notification('export.abschnittGrenzen', 'Für einen Abschnitt des Exports sind min und max nötig.', {
          header,
          fieldname: min == null ? 'min' : 'max',
        }),
      ]);
    }
    const period = await range(request);
    reply.type('text/csv; charset=utf-8');
    if (min == null || max == null) return reply.send(Readable.from(exportCsv(app.db, period)));
    if (max <= min)
      throw new HttpProblem(400, [
        notification('export.abschnitt', 'Der Abschnitt des Exports ist leer (max muss größer als min sein).', {
          header,
          fieldname: 'max',
        }),
      ]);
    return reply.send(await exportChunk(app.db, period, min, max));
  });

  app.get<{ Querystring: Range }>('/exportzeilenmtl', async (request, reply) => {
    const period = await range(request);
    reply.type('application/x-ndjson; charset=utf-8');
    return reply.send(Readable.from(exportRows(app.db, period)));
  });
};
