import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';
import { newOrder, position, type Json } from './auftragserfassung.fixtures';

// The three pairs of orders.md §4: packaging and count, load carrier and count, both (dimensions without decimals, CBM per §9).
const PAIRS = [
  position({ verpackung: { id: 1 }, verpackungAnzahl: 4, verpackungseinheit: 2, laengeCM: 120, breiteCM: 80, hoeheCM: 100 }),
  position({ verpackungAnzahl: undefined, lademittel: { id: 1 }, lademittelAnzahl: 2, verpackungseinheit: 1, laengeCM: 120, breiteCM: 80, hoeheCM: 150 }),
  position({ verpackung: { id: 5 }, verpackungAnzahl: 6, lademittel: { id: 2 }, lademittelAnzahl: 1, laengeCM: 100, breiteCM: 100, hoeheCM: 100 }),
];
const derived = (order: Json) => (order.auftragspositionen as Json[]).map((p) => [p.verpackungseinheit, p.volumenCBM ?? null]);

describe('order capture positions: Verpackungseinheit and CBM by the client\'s mode (orders.md §4, §9)', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const save = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auftraege', headers: bearer(demo), payload: newOrder({ auftragspositionen: PAIRS }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json>();
  };

  it('stores Lademittel for a load carrier with its count (alone or with packaging) for the default client', async () => {
    expect(derived(await save())).toEqual([[1, 3.84], [2, 2.88], [2, 1]]);
  });

  it('stores Verpackung for either pair once the main tenant chose clientKunde mmt (mandantSpezi29), CBM from the packaging count', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const coco = await t.app.inject({ method: 'PUT', url: '/api/config-param/coco', headers: bearer(admin), payload: [{ key: 'clientKunde', value: 'mmt' }] });
    expect(coco.statusCode, coco.body).toBe(200);
    // Hamburg (demo) inherits the main tenant's client: the configuration the browser gets says mmt too.
    const config = await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig', headers: bearer(demo) });
    expect(config.json<{ key: string; value: string }[]>()).toContainEqual({ key: 'clientKunde', value: 'mmt' });
    expect(derived(await save())).toEqual([[1, 3.84], [1, null], [1, 6]]);
  });
});
