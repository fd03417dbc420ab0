import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, Notifications, notification } from '../../../errors';
import { TOTAL_HEADER, listOf } from '../stammdaten';
import { findPlaceById, findPlaces, ortSchema, ortVorschlagSchema, suggestPlaces } from './queries';

type Suggest = { Params: { searchParam: string; landId?: number }; Querystring: { maxResults?: number } };

// Search answers are bounded; the total header tells the client how many matched in all.
const SEARCH_LIMIT = 100;
// Contract default of maxResults; ajv does not apply defaults behind the contract's $ref.
const DEFAULT_MAX_RESULTS = 10;
const config = { validation: { header: 'Ortssuche' } };
const suggestions = { response: { 200: listOf(ortVorschlagSchema) } };

/** /api/orte: postcode and place search, autocomplete per country or in all countries. */
export const orteRoutes: FastifyPluginAsync = async (app) => {
  app.get<Suggest>(
    '/name-with-plz/:landId/autoCompleteMatches/:searchParam',
    {
      onRequest: app.requireAuth,
      schema: suggestions,
      config,
    },
    async (request) =>
      suggestPlaces(
        app.db,
        [request.params.landId!],
        request.params.searchParam,
        request.query.maxResults ?? DEFAULT_MAX_RESULTS,
      ),
  );

  app.get<Suggest>(
    '/name-with-plz/autoCompleteMatches/:searchParam',
    {
      onRequest: app.requireAuth,
      schema: suggestions,
      config,
    },
    async (request) =>
      suggestPlaces(app.db, undefined, request.params.searchParam, request.query.maxResults ?? DEFAULT_MAX_RESULTS),
  );

  app.get<{ Querystring: { ortsname?: string; plz?: string; landId?: number } }>(
    '/search',
    {
      onRequest: app.requireAuth,
      schema: { response: { 200: listOf(ortSchema) } },
      config,
    },
    async (request, reply) => {
      const { ortsname, plz, landId } = request.query;
      // Without a name or postcode the search would list the whole directory.
      if (!ortsname?.trim() && !plz?.trim()) {
        throw new HttpProblem(400, [
          notification('stammdaten.suchbegriffFehlt', 'Bitte einen Suchbegriff eingeben.', {
            header: 'Ortssuche',
            fieldname: 'ortsname',
          }),
        ]);
      }
      const { rows, total } = await findPlaces(
        app.db,
        { ortsname, plz, landIds: landId ? [landId] : undefined },
        SEARCH_LIMIT,
      );
      reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    { onRequest: app.requireAuth, schema: { response: { 200: ortSchema } }, config },
    async (request) => {
      const place = await findPlaceById(app.db, request.params.id);
      if (!place) throw new HttpProblem(404, [Notifications.notFound()]);
      return place;
    },
  );
};

export { suggestPlaces, ortVorschlagSchema } from './queries';
