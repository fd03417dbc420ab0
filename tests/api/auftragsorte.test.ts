import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Place = {
  plz: string | null;
  ort: string | null;
  lkz: string | null;
  breite: number | null;
  laenge: number | null;
};
type Places = { id: number; abholung: Place | null; zustellung: Place | null };

const order = (extra: Record<string, unknown> = {}) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Isar Handel GmbH', strasse: 'Marienplatz', plz: '80331', ort: 'München', lkz: 'DE' },
  auftragspositionen: [
    {
      warengutBezeichnung: 'Papierrollen',
      bruttoGewicht: 500,
      verpackungAnzahl: 2,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 100,
    },
  ],
  ...extra,
});

describe('GET /api/auftraege/orte/{auftraegeIds} (Karte der Disposition)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'metro']) tokens[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]) });
  const create = async (user: string, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(tokens[user]),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  it('answers pick-up and delivery places with the coordinates of their postcodes from the shipped GeoNames data', async () => {
    const id = await create('demo', order());
    const res = await get('demo', `/api/auftraege/orte/${id}`);
    expect(res.statusCode).toBe(200);
    const [places] = res.json<Places[]>();
    expect(places.id).toBe(id);
    // Hamburg-Altstadt/HafenCity (20457) lies at about 53.54° N 9.99° E, München-Altstadt (80331) at 48.14° N 11.57° E.
    expect(places.abholung).toMatchObject({ plz: '20457', ort: 'Hamburg', lkz: 'DE' });
    expect(places.abholung!.breite).toBeCloseTo(53.54, 1);
    expect(places.abholung!.laenge).toBeCloseTo(9.99, 1);
    expect(places.zustellung!.breite).toBeCloseTo(48.14, 1);
    expect(places.zustellung!.laenge).toBeCloseTo(11.57, 1);
  });

  it('takes a different collector and consignee, and leaves unknown postcodes without coordinates', async () => {
    const id = await create(
      'demo',
      order({
        abweichendeAbholer: { name: 'Lager Wien', strasse: 'Hafenstraße', plz: '1010', ort: 'Wien', lkz: 'AT' },
        abweichendeEmpfaenger: { name: 'Nirgendwo', strasse: 'Weg', plz: '00000', ort: 'Nirgendwo', lkz: 'DE' },
      }),
    );
    const [places] = (await get('demo', `/api/auftraege/orte/${id}`)).json<Places[]>();
    expect(places.abholung).toMatchObject({ plz: '1010', lkz: 'AT' });
    expect(places.abholung!.breite).toBeCloseTo(48.2, 0);
    expect(places.zustellung).toEqual({ plz: '00000', ort: 'Nirgendwo', lkz: 'DE', breite: null, laenge: null });
  });

  it("refuses another tenant's orders like missing ones, and malformed or too long id lists", async () => {
    const mine = await create('demo', order());
    const foreign = await create('metro', order());
    expect((await get('metro', `/api/auftraege/orte/${foreign},${foreign}`)).json<Places[]>().map((p) => p.id)).toEqual(
      [foreign],
    );
    const refused = await get('metro', `/api/auftraege/orte/${mine},${foreign}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Hamburg');
    expect((await get('metro', '/api/auftraege/orte/99999999')).statusCode).toBe(404);
    expect((await get('demo', '/api/auftraege/orte/1;DROP')).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await get('demo', `/api/auftraege/orte/${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }[]>()[0].message).toBe('Höchstens 500 Aufträge je Abfrage.');
  });
});
