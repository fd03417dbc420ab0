import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, Notifications, notification } from '../../../errors';
import { TOTAL_HEADER, escapeLike, foldSearch, listOf } from '../stammdaten';

const nullable = (type: string) => ({ type: [type, 'null'] });
const gefahrgutSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer' },
    bezeichnung: nullable('string'),
    sondervorschrift: nullable('string'),
    gefahrzettel: nullable('string'),
    klasse: nullable('string'),
    abfall: nullable('boolean'),
    klassifizierung: nullable('string'),
    verpackungscode: nullable('string'),
    version: nullable('string'),
    gefahrgutUnnr: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer' }, unnr: { type: 'string' } },
    },
  },
} as const;

interface Row {
  id: number;
  unnr: string;
  bezeichnung: string;
  sondervorschrift: string | null;
  gefahrzettel: string | null;
  klasse: string | null;
  abfall: boolean;
  klassifizierung: string | null;
  verpackungscode: string | null;
  version: string | null;
}

const SELECT = `SELECT id, unnr, bezeichnung, sondervorschrift, gefahrzettel, klasse, abfall, klassifizierung,
  verpackungscode, version FROM gefahrgut`;
const SEARCH_LIMIT = 50;
const config = { validation: { header: 'Gefahrgut' } };

// The UN number travels as its own object: choosing it in the form fills the class data and back.
const toGefahrgutklasse = ({ unnr, ...row }: Row) => ({ ...row, gefahrgutUnnr: { id: row.id, unnr } });

/** /api/gefahrgutklasse: ADR entries by id (= UN number) and search by UN number or name. */
export const gefahrgutklasseRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { unnr?: string; bezeichnung?: string } }>(
    '/search',
    {
      onRequest: app.requireAuth,
      schema: { response: { 200: listOf(gefahrgutSchema) } },
      config,
    },
    async (request, reply) => {
      const unnr = request.query.unnr?.trim() ?? '';
      const bezeichnung = foldSearch(request.query.bezeichnung ?? '');
      if (!unnr && !bezeichnung) {
        throw new HttpProblem(400, [
          notification('stammdaten.suchbegriffFehlt', 'Bitte einen Suchbegriff eingeben.', {
            header: 'Gefahrgut',
            fieldname: 'unnr',
          }),
        ]);
      }
      const where = `($1 = '' OR unnr LIKE $1 || '%') AND ($2 = '' OR suchtext LIKE '%' || $2 || '%')`;
      const params = [unnr, escapeLike(bezeichnung)];
      const [
        { rows },
        {
          rows: [count],
        },
      ] = await Promise.all([
        app.db.query<Row>(`${SELECT} WHERE ${where} ORDER BY unnr LIMIT ${SEARCH_LIMIT}`, params),
        app.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM gefahrgut WHERE ${where}`, params),
      ]);
      reply.header(TOTAL_HEADER, count.n);
      return rows.map(toGefahrgutklasse);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: { response: { 200: gefahrgutSchema } },
      config,
    },
    async (request) => {
      const {
        rows: [row],
      } = await app.db.query<Row>(`${SELECT} WHERE id = $1`, [request.params.id]);
      if (!row) throw new HttpProblem(404, [Notifications.notFound()]);
      return toGefahrgutklasse(row);
    },
  );
};
