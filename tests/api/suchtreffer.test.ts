import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../openapi/contract';
import { bearer, createTestApp, login } from './helpers';

type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; format?: string; items?: { type?: string } };
  $ref?: string;
};
type Operation = { parameters?: Param[]; responses: Record<string, { headers?: Record<string, unknown> }> };

const contract = loadContract() as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Param> };
};
const resolve = (p: Param) => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!] : p);

/** Every GET whose 200 answer the contract gives the header total-search-results (orders.md §7, account-admin.md §7). */
const searches = Object.entries(contract.paths)
  .filter(([, item]) => item.get?.responses['200']?.headers?.['total-search-results'])
  .map(([path, item]) => ({ path, params: (item.get.parameters ?? []).map(resolve) }));

/** Searches that need one of their optional terms (the server refuses an empty search in German). */
const TERMS: Record<string, string> = {
  '/api/orte/search': 'ortsname=Hamburg',
  '/api/gefahrgutklasse/search': 'unnr=1203',
};

/** A request with every mandatory parameter filled by a value of its type (dates today, ids 1). */
function url(path: string, params: Param[]): string {
  const today = new Date().toISOString().slice(0, 10);
  const value = (p: Param) =>
    p.schema?.format === 'date'
      ? today
      : ['integer', 'number'].includes(p.schema?.type ?? p.schema?.items?.type ?? '')
        ? '1'
        : 'a';
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${value(p)}`);
  if (TERMS[path]) query.push(TERMS[path]);
  return path.replace(/\{([^}]+)\}/g, '1') + (query.length ? `?${query.join('&')}` : '');
}

describe('search answers carry the full count in total-search-results', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    let db: Awaited<ReturnType<typeof createTestApp>>['db'];
    ({ app, db } = await createTestApp());
    token = (await login(app, 'admin')).accessToken;
    // Searches below an object named by id 1: the admin's tenant has webhook endpoint 1 (its delivery log).
    await db.query(
      `INSERT INTO webhook_endpunkt (id, mandant_id, url, ereignisse, geheimnis)
        SELECT 1, mandant_id, 'https://erp.example/hook', ARRAY['auftrag.angelegt'], 'g' FROM benutzer WHERE name = 'admin'`,
    );
  });
  afterAll(() => app.close());

  it('covers the search calls of both specs', () => {
    expect(searches.map((s) => s.path)).toEqual(
      expect.arrayContaining([
        '/api/auftraege/search',
        '/api/adressen/search',
        '/api/adressen/searchByParam',
        '/api/benutzer',
      ]),
    );
  });

  it.each(searches.map((s) => [s.path, s.params] as const))('GET %s', async (path, params) => {
    const res = await app.inject({ method: 'GET' as HTTPMethods, url: url(path, params), headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.headers['total-search-results'])).toBeGreaterThanOrEqual((res.json() as unknown[]).length);
  });

  it('counts every hit of the address search by field, not only the page', async () => {
    const hamburg = (await login(app, 'demo')).accessToken;
    const all = await app.inject({
      method: 'GET',
      url: '/api/adressen/search?searchLimit=1000',
      headers: bearer(hamburg),
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/adressen/searchByParam?searchLimit=2',
      headers: bearer(hamburg),
    });
    expect(res.json()).toHaveLength(2);
    expect(res.headers['total-search-results']).toBe(String((all.json() as unknown[]).length));
  });

  it('counts every visible user even when searchLimit cuts the list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/benutzer?searchLimit=2', headers: bearer(token) });
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['total-search-results'])).toBeGreaterThanOrEqual(8);
  });
});
