import type { FastifyPluginAsync } from 'fastify';
import {
  ITEM_COLUMNS,
  TOTAL_HEADER,
  entryById,
  escapeLike,
  foldSearch,
  listOf,
  referenceItemSchema,
  resolveMandant,
  tenantEntries,
  tenantCondition,
  type MandantQuery,
} from '../stammdaten';

type Verpackung = { id: number; kurzBezeichnung: string | null; langBezeichnung: string | null };
type NameQuery = { verpackungsName: string };

const list = { response: { 200: listOf(referenceItemSchema) } };
const config = { validation: { header: 'Verpackungen' } };
// Search answers are bounded; the total header tells the client how many matched in all.
const SEARCH_LIMIT = 100;
// A word of kurz- or langBezeichnung starts with $n (suchtext is both names, lower case).
const wordStart = (n: number) => `(e.suchtext LIKE $${n} || '%' OR e.suchtext LIKE '% ' || $${n} || '%')`;

/** /api/verpackungen: packagings of a tenant, by id, ADR filter, autocomplete and name searches. */
export const verpackungenRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MandantQuery }>('/', { onRequest: app.requireAuth, schema: list, config }, async (request) => {
    const mandantId = await resolveMandant(app.db, request, request.query.mandant);
    return tenantEntries<Verpackung>(app.db, 'verpackung', ITEM_COLUMNS, mandantId);
  });

  app.get<{ Querystring: MandantQuery & { isGGVS: boolean } }>(
    '/ggvs',
    { onRequest: app.requireAuth, schema: list, config },
    async (request) => {
      const mandantId = await resolveMandant(app.db, request, request.query.mandant);
      return tenantEntries<Verpackung>(app.db, 'verpackung', ITEM_COLUMNS, mandantId, 'AND e.ggvs = $2', [
        request.query.isGGVS,
      ]);
    },
  );

  // Autocomplete of the order form: the session's tenant, word prefix, at most maxResults.
  app.get<{ Params: { searchParam: string }; Querystring: { maxResults?: number } }>(
    '/autoCompleteMatches/:searchParam',
    {
      onRequest: app.requireAuth,
      schema: list,
      config,
    },
    async (request) => {
      const rows = await tenantEntries<Verpackung>(
        app.db,
        'verpackung',
        ITEM_COLUMNS,
        request.session!['mandant-id'],
        `AND ${wordStart(2)}`,
        [escapeLike(foldSearch(request.params.searchParam))],
      );
      // Contract default 10; ajv does not apply defaults behind the contract's $ref.
      return rows.slice(0, request.query.maxResults ?? 10);
    },
  );

  // All tenants' packagings (the catalogue), by part of either name.
  app.get<{ Querystring: NameQuery }>(
    '/search',
    { onRequest: app.requireAuth, schema: list, config },
    async (request, reply) => {
      const { rows } = await app.db.query<Verpackung>(
        `SELECT ${ITEM_COLUMNS} FROM verpackung e WHERE e.suchtext LIKE '%' || $1 || '%' ORDER BY e.id`,
        [escapeLike(foldSearch(request.query.verpackungsName))],
      );
      reply.header(TOTAL_HEADER, rows.length);
      return rows.slice(0, SEARCH_LIMIT);
    },
  );

  app.get<{ Querystring: NameQuery & MandantQuery }>(
    '/searchByMandant',
    { onRequest: app.requireAuth, schema: list, config },
    async (request, reply) => {
      const mandantId = await resolveMandant(app.db, request, request.query.mandant);
      const { rows } = await app.db.query<Verpackung>(
        `SELECT ${ITEM_COLUMNS} FROM verpackung e WHERE ${tenantCondition('verpackung')}
           AND e.suchtext LIKE '%' || $2 || '%' ORDER BY e.id`,
        [mandantId, escapeLike(foldSearch(request.query.verpackungsName))],
      );
      reply.header(TOTAL_HEADER, rows.length);
      return rows.slice(0, SEARCH_LIMIT);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    { onRequest: app.requireAuth, schema: { response: { 200: referenceItemSchema } }, config },
    async (request) => entryById<Verpackung>(app.db, 'verpackung', ITEM_COLUMNS, request.params.id),
  );
};
