import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Row = {
  auftragId: number;
  auftragsnummer: string;
  teile: number;
  betrag: number;
  ertrag: number;
  waehrung: string;
};

// A month no seed prices, so the test's own parts are all there is (any day the tests run).
const MONAT = '2031-05';

describe('GET /api/abrechnung: the month of priced orders from the stored price parts', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const tenant: Record<string, number> = {};
  const orders: Record<string, number[]> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'metro']) {
      tok[u] = (await login(t.app, u)).accessToken;
      const {
        rows: [{ mandant }],
      } = await t.db.query<{ mandant: number }>('SELECT mandant_id AS mandant FROM benutzer WHERE name = $1', [u]);
      tenant[u] = mandant;
      orders[u] = (
        await t.db.query<{ id: number }>('SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id LIMIT 3', [mandant])
      ).rows.map((r) => r.id);
    }
    const part = (auftragId: number, leistungsDatum: string, betrag: number, ertrag: number) =>
      t.db.query('INSERT INTO berechnteil (auftrag_id, daten) VALUES ($1, $2)', [
        auftragId,
        JSON.stringify({ leistungsDatum, betrag, ertrag, waehrung: 'EUR', status: 'berechnet' }),
      ]);
    const [a, b, c] = orders.demo;
    await part(a, `${MONAT}-03`, 100.1, 18.02);
    await part(a, `${MONAT}-31`, 0.2, 0.04);
    await part(b, `${MONAT}-01`, 49.99, 9);
    // The day before and the day after the month stay out.
    await part(c, '2031-04-30', 1000, 100);
    await part(c, '2031-06-01', 1000, 100);
    // Another tenant's part of the same month stays out of demo's overview.
    await part(orders.metro[0], `${MONAT}-10`, 77, 7);
  });
  afterAll(() => t.app.close());
  const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[user]) });

  it("sums each order's parts of the month, by service date, and the month's totals equal the parts", async () => {
    const res = await get('demo', `/api/abrechnung?monat=${MONAT}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { monat: string; zeilen: Row[]; summen: Record<string, unknown>[] };
    expect(body.monat).toBe(MONAT);
    const [a, b] = orders.demo;
    expect(body.zeilen.map((z) => [z.auftragId, z.teile, z.betrag, z.ertrag, z.waehrung])).toEqual([
      [b, 1, 49.99, 9, 'EUR'],
      [a, 2, 100.3, 18.06, 'EUR'],
    ]);
    expect(body.zeilen.every((z) => z.auftragsnummer.length > 0)).toBe(true);
    expect(body.summen).toEqual([{ waehrung: 'EUR', auftraege: 2, teile: 3, betrag: 150.29, ertrag: 27.06 }]);
  });

  it("shows another tenant's month to its own users only", async () => {
    const own = (await get('metro', `/api/abrechnung?monat=${MONAT}`)).json() as { zeilen: Row[] };
    expect(own.zeilen.map((z) => z.betrag)).toEqual([77]);
    const foreign = await get('metro', `/api/abrechnung?monat=${MONAT}&mandantId=${tenant.demo}`);
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a month that is not JJJJ-MM with a German text on the field, and callers without a session', async () => {
    for (const monat of ['2031-13', '05.2031', '', '2031-5']) {
      const res = await get('demo', `/api/abrechnung?monat=${encodeURIComponent(monat)}`);
      expect(res.statusCode, monat).toBe(400);
      expect(res.json()).toContainEqual(
        expect.objectContaining({ message: 'Bitte einen Monat im Format JJJJ-MM angeben.', fieldname: 'monat' }),
      );
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/abrechnung?monat=${MONAT}` })).statusCode).toBe(401);
  });
});
