import { createHash } from 'node:crypto';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/generated/schema';
import { newOrder } from './auftragserfassung.fixtures';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Json = Record<string, unknown>;
const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `datumVon=${day(-70)}&datumBis=${day(5)}`;
const message = (res: { json: () => unknown }) => (res.json() as Json[])[0].message;

/**
 * API keys (docs/api.md "API-Schlüssel"): created by a tenant's main user or admin, shown once, stored as SHA-256,
 * acting with exactly their scopes and tenant, refused at once when revoked, rate-limited per key, named in the log.
 */
describe('/api/api-schluessel: keys for customers’ systems', () => {
  let t: TestApp;
  let haupt: Record<string, string>;
  let demo: Record<string, string>;
  let nordlicht: number;
  const RATE = 40;
  beforeAll(async () => {
    t = await createTestApp({ apiKeyRateLimit: { perKey: RATE, windowMs: 3_600_000 } });
    haupt = bearer((await login(t.app, 'haupt')).accessToken);
    demo = bearer((await login(t.app, 'demo')).accessToken);
    nordlicht = await mandantId(t.db, 'Spedition Nordlicht GmbH');
  });
  afterAll(() => t.app.close());
  const create = async (name: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-schluessel',
      headers: haupt,
      payload: { name, scopes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json & { id: number; schluessel: string }>();
  };
  const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });

  it('shows a new key once and stores only its SHA-256; the list names prefix and scopes, never the key', async () => {
    const created = await create('ERP Warenausgang', ['auftraege:lesen']);
    expect(created.schluessel).toMatch(/^don_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'ERP Warenausgang', scopes: ['auftraege:lesen'], erstelltVon: 'haupt' });
    const { rows } = await t.db.query<{ hash: string; mandant_id: number }>(
      'SELECT hash, mandant_id FROM api_schluessel WHERE id = $1',
      [created.id],
    );
    expect(rows[0].hash).toBe(createHash('sha256').update(created.schluessel).digest('hex'));
    expect(rows[0].mandant_id).toBe(nordlicht);
    const dump = JSON.stringify((await t.db.query('SELECT * FROM api_schluessel')).rows);
    expect(dump).not.toContain(created.schluessel);
    const list = await t.app.inject({ method: 'GET', url: '/api/api-schluessel', headers: haupt });
    expect(list.body).not.toContain(created.schluessel);
    expect(list.json<Json[]>()[0]).toMatchObject({ id: created.id, praefix: created.schluessel.slice(0, 12) });
  });

  it('is managed by main users and admins only; a plain user gets 403, a name and a scope are required', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/api-schluessel', headers: demo });
    expect(plain.statusCode).toBe(403);
    const noScope = await t.app.inject({
      method: 'POST',
      url: '/api/api-schluessel',
      headers: haupt,
      payload: { name: '   ', scopes: ['adressen'] },
    });
    expect(noScope.statusCode).toBe(400);
    expect(message(noScope)).toBe('Bitte geben Sie einen Namen für den API-Schlüssel an.');
  });

  it('reads orders with the read scope, as Bearer or X-API-Key, and nothing else (403 with a German text)', async () => {
    const { schluessel } = await create('Lesen', ['auftraege:lesen']);
    const list = await withKey(schluessel, 'GET', `/api/auftraege/search?${range}&page=1&searchLimit=100`);
    expect(list.statusCode, list.body).toBe(200);
    const orders = list.json<{ id: number; mandant: { id: number } }[]>();
    expect(orders.length).toBeGreaterThan(0);
    // Only its own tenant: the main tenant's key does not reach its sub-tenants.
    expect(new Set(orders.map((o) => o.mandant.id))).toEqual(new Set([nordlicht]));
    const asBearer = await t.app.inject({
      method: 'GET',
      url: `/api/auftraege/${orders[0].id}`,
      headers: bearer(schluessel),
    });
    expect(asBearer.statusCode).toBe(200);
    const write = await withKey(schluessel, 'POST', '/api/auftraege', newOrder());
    expect(write.statusCode).toBe(403);
    expect(message(write)).toBe(
      'Dieser API-Schlüssel darf diesen Aufruf nicht ausführen (Berechtigung: Aufträge schreiben).',
    );
    const addresses = await withKey(schluessel, 'GET', '/api/adressen/search');
    expect(addresses.statusCode).toBe(403);
    for (const url of ['/api/benutzer', '/api/api-schluessel', '/api/mandanten/allmandanten']) {
      const res = await withKey(schluessel, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(message(res)).toBe('Dieser API-Schlüssel darf diesen Aufruf nicht ausführen (Berechtigung: keine).');
    }
  });

  it("refuses another tenant's order as if it did not exist", async () => {
    const { schluessel } = await create('Fremd', ['auftraege:lesen', 'auftraege:schreiben']);
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const {
      rows: [foreign],
    } = await t.db.query<{ id: number }>('SELECT id FROM auftrag WHERE mandant_id = $1 LIMIT 1', [hamburg]);
    expect((await withKey(schluessel, 'GET', `/api/auftraege/${foreign.id}`)).statusCode).toBe(404);
    expect((await withKey(schluessel, 'DELETE', `/api/auftraege/${foreign.id}`)).statusCode).toBe(404);
    const other = await withKey(schluessel, 'POST', '/api/auftraege', newOrder({ mandant: { id: hamburg } }));
    expect(other.statusCode).toBe(403);
  });

  it('writes orders with the write scope and is recorded as the actor of the change', async () => {
    const { schluessel, id: keyId } = await create('ERP Auftragsanlage', ['auftraege:lesen', 'auftraege:schreiben']);
    const created = await withKey(schluessel, 'POST', '/api/auftraege', newOrder());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<Json & { id: number; version: number; mandant: { id: number } }>();
    expect(order.mandant.id).toBe(nordlicht);
    const changed = await withKey(schluessel, 'PUT', `/api/auftraege/${order.id}`, {
      ...newOrder({ spedfremdnr: 'LS-4712' }),
      version: order.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const log = await withKey(schluessel, 'GET', `/api/aenderungen/auftrag/${order.id}`);
    expect(log.statusCode).toBe(200);
    const [change, creation] = log.json<Json[]>();
    expect(creation).toMatchObject({ aktion: 'angelegt', apiSchluessel: 'ERP Auftragsanlage', benutzer: 'haupt' });
    expect(change).toMatchObject({
      aktion: 'geaendert',
      apiSchluessel: 'ERP Auftragsanlage',
      felder: [{ feld: 'spedfremdnr', alt: 'LS-4711', neu: 'LS-4712' }],
    });
    const { rows } = await t.db.query('SELECT api_schluessel_id FROM aenderung WHERE objekt_id = $1', [order.id]);
    expect(rows.every((r) => r.api_schluessel_id === keyId)).toBe(true);
    const used = await t.db.query<{ zuletzt_benutzt: Date | null }>(
      'SELECT zuletzt_benutzt FROM api_schluessel WHERE id = $1',
      [keyId],
    );
    expect(used.rows[0].zuletzt_benutzt).not.toBeNull();
  });

  it('keeps addresses behind their own scope', async () => {
    const { schluessel } = await create('Adressen', ['adressen']);
    const created = await withKey(schluessel, 'POST', '/api/adressen', {
      name: 'Weser Test GmbH',
      ort: 'Bremen',
      lkz: 'DE',
      plz: '28195',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await withKey(schluessel, 'GET', '/api/adressen/search')).statusCode).toBe(200);
    expect((await withKey(schluessel, 'GET', `/api/auftraege/search?${range}`)).statusCode).toBe(403);
  });

  it('refuses a revoked or unknown key with 401 at once', async () => {
    const { schluessel, id } = await create('Alt', ['auftraege:lesen']);
    expect((await withKey(schluessel, 'GET', `/api/auftraege/search?${range}`)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'POST', url: `/api/api-schluessel/${id}/widerruf`, headers: haupt });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Json>().widerrufen).toEqual(expect.any(String));
    const after = await withKey(schluessel, 'GET', `/api/auftraege/search?${range}`);
    expect(after.statusCode).toBe(401);
    expect(message(after)).toBe('Der API-Schlüssel ist unbekannt oder wurde widerrufen.');
    expect((await withKey(`don_${'x'.repeat(43)}`, 'GET', `/api/auftraege/search?${range}`)).statusCode).toBe(401);
    // Another tenant's main user cannot revoke it (404, as if it did not exist).
    const foreign = await t.app.inject({ method: 'POST', url: `/api/api-schluessel/${id}/widerruf`, headers: demo });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 429 with a German text and Retry-After once a key used up its requests', async () => {
    const { schluessel } = await create('Massen', ['auftraege:lesen']);
    for (let i = 0; i < RATE; i++) {
      const res = await withKey(schluessel, 'GET', '/api/auftraege/1');
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await withKey(schluessel, 'GET', '/api/auftraege/1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(message(limited)).toMatch(
      /^Zu viele Anfragen mit diesem API-Schlüssel\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/,
    );
    // Another key has its own budget.
    const { schluessel: other } = await create('Andere', ['auftraege:lesen']);
    expect((await withKey(other, 'GET', `/api/auftraege/search?${range}`)).statusCode).toBe(200);
  });

  it('works with the generated openapi-fetch client and the key header', async () => {
    const { schluessel } = await create('Client', ['auftraege:lesen']);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient<paths>({ baseUrl: address, headers: { 'X-API-Key': schluessel } });
    const { data, response } = await client.GET('/api/auftraege/search', {
      params: { query: { datumVon: day(-70), datumBis: day(5), page: 1, searchLimit: 5 } },
    });
    expect(response.status).toBe(200);
    expect(data?.length).toBeGreaterThan(0);
    const bearerClient = createClient<paths>({ baseUrl: address, headers: { Authorization: `Bearer ${schluessel}` } });
    const refused = await bearerClient.GET('/api/benutzer');
    expect(refused.response.status).toBe(403);
  });
});
