import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';

type Order = {
  id: number;
  spedeigennr: string;
  status: { id: number };
  mandant: { id: number };
  sumBruttoGewicht: number;
  mitGefahrguetern: boolean;
};
const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `datumVon=${day(-70)}&datumBis=${day(5)}`;

const newOrder = (extra: Record<string, unknown> = {}) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: 'PO-2026-17',
  absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: '=Formel GmbH', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  abholDatumVon: `${day(0)}T00:00:00.000Z`,
  zustellDatumVon: `${day(1)}T00:00:00.000Z`,
  auftragspositionen: [
    { warengutBezeichnung: 'Papierrollen', bruttoGewicht: 812.5, verpackungAnzahl: 4, lademittelAnzahl: 2 },
    {
      warengutBezeichnung: 'Farbe',
      bruttoGewicht: 40,
      verpackungAnzahl: 2,
      auftragsgefahrgueter: [
        {
          gefahrgutklasse: { id: 1263 },
          gefahrgutUnnr: { unnr: '1263', id: 1263 },
          verpackung: { id: 1 },
          anzahl: 2,
          bruttoGewicht: 40,
          nettoGewicht: 35,
        },
      ],
    },
  ],
  ...extra,
});

describe('/api/auftraege', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'leser', 'haupt', 'admin', 'metro']) tokens[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens[user]),
      payload: await withStoredVersion(t.app, tokens[user], method, url, payload),
    });

  it("searches the tenant's orders in the date range with the total header, paging and sort", async () => {
    const res = await call('demo', 'GET', `/api/auftraege/search?${range}&page=1&searchLimit=13&sortBy=-spedeigennr`);
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['total-search-results']);
    expect(total).toBeGreaterThan(13);
    const rows = res.json<Order[]>();
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.spedeigennr)).toEqual([...rows.map((r) => r.spedeigennr)].sort().reverse());
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    expect(rows.every((r) => r.mandant.id === hamburg)).toBe(true);
    const open = await call('demo', 'GET', `/api/auftraege/search?${range}&offeneAuftraege=true&searchLimit=100`);
    expect(Number(open.headers['total-search-results'])).toBeLessThan(total);
    expect(open.json<Order[]>().every((r) => r.status.id === 1)).toBe(true);
  });

  it('refuses Datum von after Datum bis in German and finds orders by free text', async () => {
    const bad = await call('demo', 'GET', `/api/auftraege/search?datumVon=${day(1)}&datumBis=${day(0)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ message: 'Datum von darf nicht nach Datum bis liegen.', severity: 'ERROR' });
    const created = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    const found = await call(
      'demo',
      'GET',
      `/api/auftraege/search?${range}&query=papierwerke%20${created.spedeigennr}`,
    );
    expect(found.json<Order[]>().map((o) => o.id)).toEqual([created.id]);
  });

  it('creates with status 1, derives totals, flags dangerous goods and updates until status 2', async () => {
    const res = await call('demo', 'POST', '/api/auftraege', newOrder());
    expect(res.statusCode).toBe(201);
    const order = res.json<Order & { auftragspositionen: { auftragsgefahrgueter: unknown[] }[] }>();
    expect(order).toMatchObject({ status: { id: 1 }, typ: 0, sumBruttoGewicht: 852.5, mitGefahrguetern: true });
    expect(order.auftragspositionen[1].auftragsgefahrgueter).toHaveLength(1);
    const put = await call('demo', 'PUT', `/api/auftraege/${order.id}`, newOrder({ hinweis: 'Rampe 3' }));
    expect(put.statusCode).toBe(200);
    expect(put.json().hinweis).toBe('Rampe 3');
  });

  it("needs the edit right to write and hides other tenants' orders", async () => {
    expect((await call('leser', 'POST', '/api/auftraege', newOrder())).statusCode).toBe(403);
    const mine = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    expect((await call('leser', 'GET', `/api/auftraege/${mine.id}`)).statusCode).toBe(404);
    expect((await call('metro', 'GET', `/api/auftraege/${mine.id}`)).statusCode).toBe(404);
    expect((await call('haupt', 'GET', `/api/auftraege/${mine.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/auftraege/${mine.id}`)).statusCode).toBe(200);
    const bremen = await mandantId(t.db, 'Nordlicht Logistik Bremen');
    expect((await call('demo', 'GET', `/api/auftraege/search?${range}&mandantId=${bremen}`)).statusCode).toBe(403);
    expect((await call('haupt', 'GET', `/api/auftraege/search?${range}&mandantId=${bremen}`)).statusCode).toBe(200);
  });

  it('deletes only exactly one order in status 1', async () => {
    const a = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    const b = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    expect((await call('demo', 'DELETE', `/api/auftraege?ids=${a.id}&ids=${b.id}`)).statusCode).toBe(400);
    await t.db.query('UPDATE auftrag SET status_id = 3 WHERE id = $1', [b.id]);
    expect((await call('demo', 'DELETE', `/api/auftraege/${b.id}`)).statusCode).toBe(400);
    expect((await call('demo', 'DELETE', `/api/auftraege/${a.id}`)).statusCode).toBe(204);
    expect((await call('demo', 'GET', `/api/auftraege/${a.id}`)).statusCode).toBe(404);
  });

  it('marks status-1 orders for hand-over and counts the cancelled marks', async () => {
    const a = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    const b = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    const c = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    await t.db.query('UPDATE auftrag SET status_id = 3 WHERE id = $1', [c.id]);
    const marked = await call('demo', 'POST', `/api/auftraege/uebertragen?ids=${a.id}&ids=${b.id}&ids=${c.id}`);
    expect(
      marked
        .json<Order[]>()
        .map((o) => o.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await call('demo', 'POST', `/api/auftraege/resetStati?ids=${a.id}&ids=${b.id}&ids=${c.id}`)).json()).toBe(
      2,
    );
    expect((await call('demo', 'POST', `/api/auftraege/resetStati?ids=${a.id}`)).json()).toBe(0);
  });

  it('runs a price request through the dispatch stand-in until the calculated parts exist', async () => {
    const a = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    expect((await call('demo', 'POST', `/api/auftraege/typ?typ=1&ids=${a.id}`)).statusCode).toBe(204);
    expect((await call('demo', 'POST', `/api/auftraege/typUebertragen?ids=${a.id}`)).statusCode).toBe(204);
    expect((await call('demo', 'GET', `/api/auftraege/${a.id}`)).json()).toMatchObject({
      status: { id: 2 },
      typ: 1,
      kf_id: null,
    });
    await t.app.dispatch.flush();
    const priced = (await call('demo', 'GET', `/api/auftraege/${a.id}`)).json();
    expect(priced.kalkulationsFolgeId).toBeGreaterThan(0);
    expect(priced.berechnBetrag).toBeGreaterThan(0);
    const parts = (await call('demo', 'GET', `/api/auftraege/brt/${a.id}`)).json();
    expect(parts[0].berechnteilpositionen.length).toBeGreaterThan(0);
    expect((await call('demo', 'PUT', `/api/auftraege/${a.id}`, newOrder())).statusCode).toBe(400);
    expect((await call('demo', 'POST', `/api/auftraege/typ?typ=1&ids=${a.id}`)).statusCode).toBe(400);
  });

  it('exports selected orders as formula-safe CSV and as XML', async () => {
    const a = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Order>();
    const csv = await call('demo', 'GET', `/api/auftraege/exportcsv/${a.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.split('\r\n');
    expect(header.startsWith('"Auftragsnummer";"Status"')).toBe(true);
    // A number-like order number stays text in Excel (code column: ="…", docs/exports.md).
    expect(row).toContain(/^\d+$/.test(a.spedeigennr) ? `"=""${a.spedeigennr}"""` : `"${a.spedeigennr}"`);
    expect(row).toContain('"\'=Formel GmbH"');
    const xml = await call('demo', 'GET', `/api/auftraege/${a.id}/xml`);
    expect(xml.body).toContain(`<spedeigennr>${a.spedeigennr}</spedeigennr>`);
  });
});
