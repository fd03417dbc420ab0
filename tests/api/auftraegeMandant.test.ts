import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Order = { id: number; erfassungsDatum?: string };

describe("GET /api/auftraege/mandant: a tenant's orders page by page like every list", () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'metro']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[user]) });
  const idsInOrder = async (tenant: number) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY datum DESC NULLS LAST, id DESC',
        [tenant],
      )
    ).rows.map((r) => r.id);

  it('answers pages of searchLimit orders, newest capture first, with the total in total-search-results', async () => {
    const {
      rows: [{ mandant }],
    } = await t.db.query<{ mandant: number }>("SELECT mandant_id AS mandant FROM benutzer WHERE name = 'demo'");
    const all = await idsInOrder(mandant);
    expect(all.length).toBeGreaterThan(3);
    const first = await get('demo', '/api/auftraege/mandant?page=1&searchLimit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['total-search-results']).toBe(String(all.length));
    expect(first.headers['total-search-capped']).toBeUndefined();
    const second = await get('demo', '/api/auftraege/mandant?page=2&searchLimit=2');
    expect([...first.json(), ...second.json()].map((o: Order) => o.id)).toEqual(all.slice(0, 4));
    // Without page parameters: the first page of the list's default size.
    const plain = await get('demo', '/api/auftraege/mandant');
    expect(plain.json().map((o: Order) => o.id)).toEqual(all.slice(0, 50));
    expect(plain.headers['total-search-results']).toBe(String(all.length));
  });

  it("pages another tenant's orders for whoever may read them, and refuses the others", async () => {
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const all = await idsInOrder(hamburg);
    const res = await get('haupt', `/api/auftraege/mandant/${hamburg}?page=1&searchLimit=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((o: Order) => o.id)).toEqual(all.slice(0, 1));
    expect(res.headers['total-search-results']).toBe(String(all.length));
    expect((await get('metro', `/api/auftraege/mandant/${hamburg}`)).statusCode).toBe(403);
  });

  it('refuses a page size above the lists’ limit with a notification, not a 5xx', async () => {
    const res = await get('demo', '/api/auftraege/mandant?searchLimit=5000');
    expect(res.statusCode).toBe(400);
    expect(Array.isArray(res.json())).toBe(true);
  });
});
