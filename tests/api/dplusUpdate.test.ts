import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

/** orders.md §7 "Status and dispatch": the update kinds of /api/dplus-update/{type} (decided in docs/decisions.md). */
describe('/api/dplus-update/{type}: send orders to the dispatch system again, fetch their state', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orders: Record<string, number[]> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'leser', 'kunde-c']) tokens[u] = (await login(t.app, u)).accessToken;
    for (const [key, tenant] of [
      ['hamburg', 'Nordlicht Logistik Hamburg'],
      ['haalboom', 'Haalboom Transport B.V.'],
      ['bremen', 'Nordlicht Logistik Bremen'],
    ]) {
      const { rows } = await t.db.query<{ id: number }>(
        'SELECT id FROM auftrag WHERE mandant_id = $1 AND status_id = 1 ORDER BY id LIMIT 3',
        [await mandantId(t.db, tenant)],
      );
      orders[key] = rows.map((r) => r.id);
    }
  });
  afterAll(() => t.app.close());
  const call = (user: string, method: 'POST' | 'HEAD', url: string) =>
    t.app.inject({ method, url, headers: bearer(tokens[user]) });
  const marked = async (id: number) =>
    (await t.db.query<{ u: boolean }>('SELECT uebertragen AS u FROM auftrag WHERE id = $1', [id])).rows[0].u;

  it('HEAD tells a known kind (200) from an unknown one (404), without a body, only with a session', async () => {
    for (const type of ['auftraege', 'status'])
      expect((await call('leser', 'HEAD', `/api/dplus-update/${type}`)).statusCode).toBe(200);
    const unknown = await call('leser', 'HEAD', '/api/dplus-update/preisliste');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/dplus-update/status' })).statusCode).toBe(401);
  });

  it('auftraege hands the given orders (again) to the dispatch system, like Übertragen', async () => {
    const [a, b] = orders.hamburg;
    await t.db.query('UPDATE auftrag SET uebertragen = false WHERE id = ANY($1::int[])', [[a, b]]);
    const res = await call('demo', 'POST', `/api/dplus-update/auftraege?ids=${a}&ids=${b}&ids=${a}`);
    expect(res.statusCode, res.body).toBe(204);
    expect([await marked(a), await marked(b)]).toEqual([true, true]);
    // Sent again: still marked, nothing refused.
    expect((await call('demo', 'POST', `/api/dplus-update/auftraege?ids=${a}`)).statusCode).toBe(204);
  });

  it('auftraege needs the edit right and refuses an order past status erfasst, naming it', async () => {
    const [, , c] = orders.hamburg;
    expect((await call('leser', 'POST', `/api/dplus-update/auftraege?ids=${c}`)).statusCode).toBe(403);
    await t.db.query('UPDATE auftrag SET status_id = 3 WHERE id = $1', [c]);
    const nr = (await t.db.query<{ nr: string }>('SELECT spedeigennr AS nr FROM auftrag WHERE id = $1', [c])).rows[0]
      .nr;
    const res = await call('demo', 'POST', `/api/dplus-update/auftraege?ids=${c}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({
      fieldname: 'ids',
      message: `Der Auftrag ${nr} ist nicht im Status erfasst: Die Übertragung ist nicht möglich.`,
    });
  });

  it('status fetches a finished price calculation at once; a reader may ask', async () => {
    const [id] = orders.haalboom;
    const user = 'kunde-c';
    expect((await call(user, 'POST', `/api/auftraege/typ?typ=1&ids=${id}`)).statusCode).toBe(204);
    expect((await call(user, 'POST', `/api/auftraege/typUebertragen?ids=${id}`)).statusCode).toBe(204);
    const price = async () =>
      (await t.db.query<{ kf: number | null }>('SELECT kf_id AS kf FROM auftrag WHERE id = $1', [id])).rows[0].kf;
    expect(await price()).toBeNull();
    expect((await call(user, 'POST', `/api/dplus-update/status?ids=${id}`)).statusCode).toBe(204);
    expect(await price()).toBeGreaterThan(0);
    expect((await call('leser', 'POST', `/api/dplus-update/status?ids=${orders.bremen[0]}`)).statusCode).toBe(204);
  });

  it('refuses an order of another tenant as unknown (404) and changes nothing', async () => {
    const [foreign] = orders.haalboom.slice(1);
    await t.db.query('UPDATE auftrag SET uebertragen = false WHERE id = $1', [foreign]);
    for (const type of ['auftraege', 'status']) {
      const res = await call('demo', 'POST', `/api/dplus-update/${type}?ids=${orders.hamburg[0]}&ids=${foreign}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()[0].message).toEqual(expect.any(String));
    }
    expect(await marked(foreign)).toBe(false);
  });

  it('answers an unknown kind and bad ids with a German 400 at the field, never 5xx', async () => {
    const unknown = await call('demo', 'POST', `/api/dplus-update/preisliste?ids=${orders.hamburg[0]}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0]).toMatchObject({
      fieldname: 'type',
      message: 'Die Aktualisierungsart „preisliste“ ist nicht bekannt.',
    });
    for (const query of ['', '?ids=', '?ids=abc', '?ids=0', '?ids=99999999999', '?ids=1.5']) {
      const res = await call('demo', 'POST', `/api/dplus-update/status${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()[0], query).toMatchObject({ severity: 'ERROR', message: expect.stringMatching(/[a-zäöü]/) });
    }
    const res = await call('demo', 'POST', `/api/dplus-update/status?ids=2147483000`);
    expect(res.statusCode).toBe(404);
  });
});
