import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyComputed, type RuleContext } from '../../engine/core';
import { auftragserfassungScreen } from '../../schemas';
import { fromOrder, toPayload } from '../../app/pages/auftragserfassung/orderPayload';
import { bearer, createTestApp, login, withStoredVersion, type TestApp } from './helpers';
import { newOrder, position, type Json } from './auftragserfassung.fixtures';

/** Ordinary decimals and the form's computed values reach the database (floating multipleOf refused them). */
describe('order capture: decimals and computed values on the server', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      payload: await withStoredVersion(t.app, token, method, url, payload),
    });
  /** What the browser sends: the form data of an order with the document's computed values, in the save shape. */
  const asBrowserSends = (order: Json, config: Record<string, string> = {}) => {
    const ctx: RuleContext = { data: fromOrder(order), session: { edit: true }, config, variant: 'default' };
    return toPayload(applyComputed(auftragserfassungScreen, ctx), auftragserfassungScreen);
  };

  it('saves 8,2 kg, 1,15 kg, 4,35 kg, 0,29 kg and 19,99 € cash on delivery exactly', async () => {
    const weights = [8.2, 1.15, 4.35, 0.29, 8.25, 8.5];
    const order = newOrder({
      nachnahmeBetrag: 19.99,
      nachnahmeWaehrung: { id: 2 },
      auftragspositionen: weights.map((w, i) => position({ laufendePosition: i + 1, bruttoGewicht: w })),
    });
    const created = await call('POST', '/api/auftraege', asBrowserSends(order));
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await call('GET', `/api/auftraege/${created.json().id}`)).json();
    expect(stored.nachnahmeBetrag).toBe(19.99);
    expect(stored.auftragspositionen.map((p: Json) => p.bruttoGewicht)).toEqual(weights);
    expect(stored.sumBruttoGewicht).toBe(30.74);
  });

  it('refuses a third decimal with the German message on its field, never a 5xx', async () => {
    const res = await call(
      'POST',
      '/api/auftraege',
      newOrder({ nachnahmeBetrag: 19.999, auftragspositionen: [position({ bruttoGewicht: 8.255 })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().map((n: Json) => `${n.fieldname}: ${n.message}`)).toEqual(
      expect.arrayContaining([
        'nachnahmeBetrag: Zu viele Nachkommastellen.',
        'auftragspositionen.0.bruttoGewicht: Zu viele Nachkommastellen.',
      ]),
    );
  });

  it('saves 3 and 6 Euro pallets 120×80 with the LDM the form computed (1,2 and 2,4)', async () => {
    const pallets = (n: number) =>
      position({
        verpackungAnzahl: undefined,
        lademittel: { id: 1 },
        lademittelAnzahl: n,
        laengeCM: 120,
        breiteCM: 80,
        hoeheCM: 100,
      });
    const payload = asBrowserSends(
      newOrder({ auftragspositionen: [pallets(3), { ...pallets(6), laufendePosition: 2 }] }),
      { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' },
    );
    expect((payload.auftragspositionen as Json[]).map((p) => p.lademeter)).toEqual([1.2, 2.4]);
    const created = await call('POST', '/api/auftraege', payload);
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await call('GET', `/api/auftraege/${created.json().id}`)).json();
    expect(stored.auftragspositionen.map((p: Json) => [p.lademeter, p.volumenCBM])).toEqual([
      [1.2, 2.88],
      [2.4, 5.76],
    ]);
  });

  it('updates demo order 5000068, whose 4 pallets of height 102 give CBM 3,917', async () => {
    const order = (await call('GET', '/api/auftraege/nr/5000068')).json() as Json;
    const payload = asBrowserSends(order);
    const positions = payload.auftragspositionen as Json[];
    expect(positions.map((p) => p.volumenCBM)).toContain(3.917);
    const updated = await call('PUT', `/api/auftraege/${order.id}`, { ...payload, hinweis: 'Rampe 4' });
    expect(updated.statusCode, updated.body).toBe(200);
    const stored = (await call('GET', `/api/auftraege/${order.id}`)).json();
    expect(stored).toMatchObject({ hinweis: 'Rampe 4' });
    expect(stored.auftragspositionen.map((p: Json) => p.volumenCBM)).toEqual(positions.map((p) => p.volumenCBM));
  });
});
