import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ITEM_COLUMNS, entryById, tenantEntries, type CodeTable, type TenantTable } from './lists';
import { resolveMandant, type MandantQuery } from './mandant';
import { byKurzBezeichnung, listOf, referenceItemSchema } from './schemas';

type Item = { id: number; kurzBezeichnung: string | null; langBezeichnung: string | null };
type IdParams = { Params: { id: number } };

const nullableString = { type: ['string', 'null'] } as const;
const waehrungSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, bezeichnungKurz: nullableString },
} as const;
const eigentuemerSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, name: nullableString },
} as const;
const itemResponse = { response: { 200: referenceItemSchema } };
const listResponse = { response: { 200: listOf(referenceItemSchema) } };

// Lists sorted by kurzBezeichnung per contract; the others keep the code order (id).
const SORTED: CodeTable[] = ['terminkennzeichen', 'zustellkennzeichen'];
const sortIfNeeded = (table: CodeTable, rows: Item[]) => (SORTED.includes(table) ? byKurzBezeichnung(rows) : rows);

function globalList(app: FastifyInstance, url: string, table: CodeTable): void {
  app.get(url, { onRequest: app.requireAuth, schema: listResponse }, async () => {
    const { rows } = await app.db.query<Item>(`SELECT ${ITEM_COLUMNS} FROM ${table} e ORDER BY e.id`);
    return sortIfNeeded(table, rows);
  });
}

function tenantList(app: FastifyInstance, url: string, table: TenantTable): void {
  app.get<{ Querystring: MandantQuery }>(
    url,
    {
      onRequest: app.requireAuth,
      schema: listResponse,
      config: { validation: { header: 'Stammdaten' } },
    },
    async (request) => {
      const mandantId = await resolveMandant(app.db, request, request.query.mandant);
      return sortIfNeeded(table, await tenantEntries<Item>(app.db, table, ITEM_COLUMNS, mandantId));
    },
  );
}

function byId(app: FastifyInstance, url: string, table: CodeTable): void {
  app.get<IdParams>(
    url,
    { onRequest: app.requireAuth, schema: itemResponse, config: { validation: { header: 'Stammdaten' } } },
    async (request) => entryById<Item>(app.db, table, ITEM_COLUMNS, request.params.id),
  );
}

/** The simple code lists of the order form (contract tag stammdaten); register without prefix. */
export const stammdatenRoutes: FastifyPluginAsync = async (app) => {
  globalList(app, '/terminkennzeichen', 'terminkennzeichen');
  byId(app, '/terminkennzeichen/:id', 'terminkennzeichen');
  globalList(app, '/metrokennungen', 'metrokennung');
  tenantList(app, '/zustellkennzeichen', 'zustellkennzeichen');
  tenantList(app, '/anlieferkennzeichen', 'anlieferkennzeichen');
  tenantList(app, '/frankaturen', 'frankatur');
  byId(app, '/frankaturen/:id', 'frankatur');
  tenantList(app, '/verkehrsarten', 'verkehrsart');
  byId(app, '/verkehrsarten/:id', 'verkehrsart');
  tenantList(app, '/sperrigkeiten', 'sperrigkeit');

  app.get(
    '/waehrungen',
    { onRequest: app.requireAuth, schema: { response: { 200: listOf(waehrungSchema) } } },
    async () => (await app.db.query('SELECT id, bezeichnung_kurz AS "bezeichnungKurz" FROM waehrung ORDER BY id')).rows,
  );
  app.get<IdParams>(
    '/waehrungen/:id',
    { onRequest: app.requireAuth, schema: { response: { 200: waehrungSchema } } },
    async (request) =>
      entryById(app.db, 'waehrung', 'e.id, e.bezeichnung_kurz AS "bezeichnungKurz"', request.params.id),
  );
  app.get(
    '/eigentuemer',
    { onRequest: app.requireAuth, schema: { response: { 200: listOf(eigentuemerSchema) } } },
    async () => (await app.db.query('SELECT id, name FROM eigentuemer ORDER BY id')).rows,
  );
};

export { resolveMandant } from './mandant';
export type { MandantQuery } from './mandant';
export { ITEM_COLUMNS, entryById, tenantCondition, tenantEntries } from './lists';
export type { CodeTable, TenantTable } from './lists';
export {
  TOTAL_HEADER,
  byKurzBezeichnung,
  escapeLike,
  foldSearch,
  lademittelSchema,
  listOf,
  referenceItemSchema,
} from './schemas';
