import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { newOrder, position, type Json } from './auftragserfassung.fixtures';

// The three pairs of orders.md §4: packaging and count, load carrier and count, both (dimensions without decimals, CBM per §9).
const PAIRS = [
  position({
    verpackung: { id: 1 },
    verpackungAnzahl: 4,
    verpackungseinheit: 2,
    laengeCM: 120,
    breiteCM: 80,
    hoeheCM: 100,
  }),
  position({
    verpackungAnzahl: undefined,
    lademittel: { id: 1 },
    lademittelAnzahl: 2,
    verpackungseinheit: 1,
    laengeCM: 120,
    breiteCM: 80,
    hoeheCM: 150,
  }),
  position({
    verpackung: { id: 5 },
    verpackungAnzahl: 6,
    lademittel: { id: 2 },
    lademittelAnzahl: 1,
    laengeCM: 100,
    breiteCM: 100,
    hoeheCM: 100,
  }),
];
const derived = (order: Json) =>
  (order.auftragspositionen as Json[]).map((p) => [p.verpackungseinheit, p.volumenCBM ?? null]);

describe("order capture positions: Verpackungseinheit and CBM by the client's mode (orders.md §4, §9)", () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const save = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(demo),
      payload: newOrder({ auftragspositionen: PAIRS }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json>();
  };

  it('stores Lademittel for a load carrier with its count (alone or with packaging) for the default client', async () => {
    expect(derived(await save())).toEqual([
      [1, 3.84],
      [2, 2.88],
      [2, 1],
    ]);
  });

  it('stores Verpackung for either pair once the main tenant chose clientKunde mmt (mandantSpezi29), CBM from the packaging count', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const coco = await t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      headers: bearer(admin),
      payload: [{ key: 'clientKunde', value: 'mmt' }],
    });
    expect(coco.statusCode, coco.body).toBe(200);
    // Hamburg (demo) inherits the main tenant's client: the configuration the browser gets says mmt too.
    const config = await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig', headers: bearer(demo) });
    expect(config.json<{ key: string; value: string }[]>()).toContainEqual({ key: 'clientKunde', value: 'mmt' });
    expect(derived(await save())).toEqual([
      [1, 3.84],
      [1, null],
      [1, 6],
    ]);
  });
});

describe('order capture positions: the names of packaging and load carrier stay with the order (orders.md §3 Order position)', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(demo),
      payload: await withStoredVersion(t.app, demo, method, url, payload),
    });
  const names = (order: Json) =>
    (order.auftragspositionen as Json[]).map((p) => [p.verpackung ?? null, p.lademittel ?? null]);

  it("stores the list's name by id (never the request's), keeps it once the entry left the tenant's list, and renames on another choice", async () => {
    // Hamburg's lists hold packaging 8 'Paket' and load carrier 7 'Chemiepalette'; the request's names are not taken.
    const created = await call(
      'POST',
      '/api/auftraege',
      newOrder({
        auftragspositionen: [
          position({ verpackung: { id: 8, value: 'Falsch' }, lademittel: { id: 7 }, lademittelAnzahl: 1 }),
          position({ verpackung: { id: 1 } }),
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<Json>();
    expect(names(order)).toEqual([
      [
        { id: 8, value: 'Paket' },
        { id: 7, value: 'Chemiepalette' },
      ],
      [{ id: 1, value: 'Karton' }, null],
    ]);

    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    await t.db.query('DELETE FROM mandant_verpackung WHERE mandant_id = $1 AND eintrag_id = 8', [hamburg]);
    await t.db.query('DELETE FROM mandant_lademittel WHERE mandant_id = $1 AND eintrag_id = 7', [hamburg]);
    expect((await call('GET', '/api/verpackungen')).json<Json[]>().map((v) => v.id)).not.toContain(8);
    expect(names((await call('GET', `/api/auftraege/${order.id}`)).json<Json>())[0]).toEqual([
      { id: 8, value: 'Paket' },
      { id: 7, value: 'Chemiepalette' },
    ]);

    // The form sends back what it holds: the stored ids stay allowed and keep their names; a new choice gets its own name.
    const positions = order.auftragspositionen as Json[];
    const changed = await call(
      'PUT',
      `/api/auftraege/${order.id}`,
      newOrder({ auftragspositionen: [positions[0], { ...positions[1], verpackung: { id: 2, value: 'Karton' } }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(names(changed.json<Json>())).toEqual([
      [
        { id: 8, value: 'Paket' },
        { id: 7, value: 'Chemiepalette' },
      ],
      [{ id: 2, value: 'Kiste' }, null],
    ]);
  });
});
