import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, mandantId, type TestApp } from './helpers';

/**
 * The daily price (Tagespreis) of the capture screen reads the calculated parts of an order by its id
 * (GET /api/auftraege/brt/{auftragId}, orders.md §4); the demo data holds priced orders; the ADR switches
 * isNoADRVerpackungen / isNoADRLademittel hide choices in the browser but the server refuses nothing valid.
 */
type Part = {
  betrag: number;
  waehrung: string;
  rechnungsEmpfaenger: string | null;
  vonOrt: string | null;
  bisOrt: string | null;
  berechnteilpositionen: { betrag: number; satzWaehrung: string }[];
};
type Item = { id: number };

describe('Tagespreis and ADR choices of the capture screen', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const get = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  const pricedOrder = async (tenant: string) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM auftrag WHERE mandant_id = $1 AND kf_id IS NOT NULL ORDER BY id LIMIT 1',
        [await mandantId(t.db, tenant)],
      )
    ).rows[0]?.id;

  it('gives every demo tenant priced orders, and the demo user the price feature', async () => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(DISTINCT a.mandant_id)::int AS n FROM auftrag a
      WHERE a.kf_id IS NOT NULL AND EXISTS (SELECT 1 FROM berechnteil b WHERE b.auftrag_id = a.id)`);
    expect(rows[0].n).toBeGreaterThanOrEqual(7);
    const config = decodeClaims(token)['client-config-params'] as { key: string; value: string }[];
    expect(config).toContainEqual({ key: 'isPreisermittlung', value: 'true' });
  });

  it("answers the calculated parts of a priced order with positions, amounts, currency and the order's places", async () => {
    const id = await pricedOrder('Nordlicht Logistik Hamburg');
    const order = (await get(`/api/auftraege/${id}`)).json<{
      kf_id: number;
      kalkulationsFolgeId: number;
      absender: { ort: string };
      empfaenger: { ort: string };
    }>();
    expect(order.kf_id).toBeGreaterThan(0);
    expect(order.kalkulationsFolgeId).toBe(order.kf_id);
    const res = await get(`/api/auftraege/brt/${id}`);
    expect(res.statusCode).toBe(200);
    const [part, ...more] = res.json<Part[]>();
    expect(more).toEqual([]);
    expect(part).toMatchObject({ waehrung: 'EUR', vonOrt: order.absender.ort, bisOrt: order.empfaenger.ort });
    expect(part.rechnungsEmpfaenger).toBeTruthy();
    expect(part.berechnteilpositionen.map((p) => p.satzWaehrung)).toEqual(['EUR', 'EUR']);
    const sum = part.berechnteilpositionen.reduce((s, p) => s + p.betrag, 0);
    expect(part.betrag).toBeCloseTo(sum, 2);
  });

  it('answers an order without a calculation with an empty list', async () => {
    const {
      rows: [row],
    } = await t.db.query<{ id: number }>(
      'SELECT id FROM auftrag WHERE mandant_id = $1 AND kf_id IS NULL ORDER BY id LIMIT 1',
      [await mandantId(t.db, 'Nordlicht Logistik Hamburg')],
    );
    const res = await get(`/api/auftraege/brt/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("keeps another tenant's calculation hidden and refuses bad ids in German, without a login 401", async () => {
    const foreign = await get(`/api/auftraege/brt/${await pricedOrder('Bäckerei Sonnenschein KG')}`);
    expect(foreign.statusCode).toBe(404);
    const bad = await get('/api/auftraege/brt/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ fieldname: 'auftragId', severity: 'ERROR' });
    expect((await get('/api/auftraege/brt/0')).statusCode).toBe(400);
    expect((await get(`/api/auftraege/brt/${await pricedOrder('Nordlicht Logistik Hamburg')}`, '')).statusCode).toBe(
      401,
    );
  });

  it('with isNoADRVerpackungen and isNoADRLademittel saves an order built from the remaining choices, ADR packaging in its dangerous goods', async () => {
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    for (const key of ['isNoADRVerpackungen', 'isNoADRLademittel']) {
      await t.db.query('INSERT INTO config_param (mandant_id, key, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        hamburg,
        key,
        'true',
      ]);
    }
    const fresh = (await login(t.app, 'demo')).accessToken;
    const ids = async (url: string) => (await get(url, fresh)).json<Item[]>().map((i) => i.id);
    const [verpackungen, adrVerpackungen, lademittel, adrLademittel] = await Promise.all([
      ids('/api/verpackungen/ggvs?isGGVS=false'),
      ids('/api/verpackungen/ggvs?isGGVS=true'),
      ids('/api/lademittel/ggvs?isGGVS=false'),
      ids('/api/lademittel/ggvs?isGGVS=true'),
    ]);
    expect(verpackungen.length && adrVerpackungen.length && lademittel.length && adrLademittel.length).toBeTruthy();
    expect(verpackungen.filter((v) => adrVerpackungen.includes(v))).toEqual([]);
    const day = new Date().toISOString().slice(0, 10);
    const order = {
      status: { id: 1 },
      typ: 0,
      frankatur: { id: 5 },
      verkehrsart: { id: 1 },
      absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
      empfaenger: { name: 'Weser Druck KG', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
      abholDatumVon: `${day}T00:00:00.000Z`,
      zustellDatumVon: `${day}T00:00:00.000Z`,
      auftragspositionen: [
        {
          warengutBezeichnung: 'Farbe',
          bruttoGewicht: 40,
          verpackungAnzahl: 2,
          verpackung: { id: verpackungen[0] },
          lademittelAnzahl: 1,
          lademittel: { id: lademittel[0] },
          auftragsgefahrgueter: [
            {
              gefahrgutklasse: { id: 1263 },
              gefahrgutUnnr: { unnr: '1263', id: 1263 },
              verpackung: { id: adrVerpackungen[0] },
              anzahl: 2,
              bruttoGewicht: 40,
              nettoGewicht: 35,
            },
          ],
        },
      ],
    };
    const saved = await t.app.inject({ method: 'POST', url: '/api/auftraege', headers: bearer(fresh), payload: order });
    expect(saved.statusCode, saved.body).toBe(201);
    const [position] = saved.json<{
      auftragspositionen: { verpackung: Item; lademittel: Item; auftragsgefahrgueter: { verpackung: Item }[] }[];
    }>().auftragspositionen;
    expect([position.verpackung.id, position.lademittel.id, position.auftragsgefahrgueter[0].verpackung.id]).toEqual([
      verpackungen[0],
      lademittel[0],
      adrVerpackungen[0],
    ]);
  });
});
