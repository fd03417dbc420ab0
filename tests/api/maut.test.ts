import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tollTariff } from '../../schemas/toll';
import { BRUTE_FORCE_DEFAULTS } from '../../server/plugins';
import {
  calculateToll,
  estimateRoute,
  rateParts,
  tollCents,
  vehicleFor,
  versionAt,
  type TollCountry,
} from '../../server/toll';
import { POSTAL_COUNTRIES } from '../../server/db/reference/postalCodes';
import { createTestApp, type TestApp } from './helpers';

type Json = Record<string, unknown>;
type Answer = { mautbetrag: number; message: string; param: Json & { teilsaetze: Json; tarif: Json } };
type Refusal = { id: string; fieldname: string | null; message: string; header: string }[];

const URL = '/api/maut/mautberechnung';
const HAMBURG_MUENCHEN = { abgangLKZ: 'DE', abgangPlz: '20457', empfaengerLKZ: 'DE', empfaengerPlz: '80331' };
const vehicle = (kg: number) => vehicleFor(tollTariff, kg)!;
const version = (day: string) => versionAt(tollTariff, day)!;
/** § 3 Absatz 4: rate × km, rounded commercially to full cents; the rate in thousandths of a euro. */
const expectedEuro = (rateMilli: number, km: number) => Math.floor((rateMilli * km * 10 + 50) / 100) / 100;

/**
 * The toll calculator (account-admin.md §2, §3 Toll, §7 Toll; issue rules): the law's rates from the tariff document,
 * the vehicle by weight, distances from the postcodes, the German share of cross-border routes, the refusals and the
 * rate limit.
 */
describe('/api/maut/mautberechnung: the German truck toll estimate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  const calc = async (payload: Json) => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload });
    return { status: res.statusCode, body: res.json<unknown>(), raw: res.body };
  };
  const ok = async (payload: Json) => {
    const res = await calc(payload);
    expect(res.status, res.raw).toBe(200);
    return res.body as Answer;
  };
  const refused = async (payload: Json) => {
    const res = await calc(payload);
    expect(res.status, res.raw).toBe(400);
    return res.body as Refusal;
  };

  it('reproduces the published rate of a 40-t five-axle semitrailer, Euro VI, CO2 class 1: 0.155 + 0.023 + 0.012 + 0.158 = 0.348 EUR/km (Anlage 1)', () => {
    const anlage1 = version('2026-11-26');
    expect(anlage1.fundstelle).toBe('BGBl. 2023 I Nr. 315, S. 8 – 9');
    const semitrailer = vehicle(40_000);
    expect(semitrailer).toMatchObject({ bezeichnung: '40-t-Sattelzug', gesamtmasseT: 40, achsen: 5 });
    expect(rateParts(tollTariff, anlage1, semitrailer, 'EURO VI', 1)).toEqual({
      infrastruktur: 155,
      luftverschmutzung: 23,
      laerm: 12,
      co2: 158,
      summe: 348,
    });
  });

  it('reproduces an Anlage 11 rate (1 December 2023 – 30 June 2024): 18-t truck 0.109 + 0.015 + 0.016 + 0.100 = 0.240 EUR/km', () => {
    const anlage11 = version('2024-03-01');
    expect(anlage11).toMatchObject({ fundstelle: 'BGBl. 2023 I Nr. 315, S. 9 – 11', gueltigBis: '2024-06-30' });
    expect(rateParts(tollTariff, anlage11, vehicle(12_000), 'EURO VI', 1)).toEqual({
      infrastruktur: 109,
      luftverschmutzung: 15,
      laerm: 16,
      co2: 100,
      summe: 240,
    });
    // The same truck under Anlage 1: the infrastructure part fell to 0.107.
    expect(rateParts(tollTariff, version('2024-07-01'), vehicle(12_000), 'EURO VI', 1).summe).toBe(238);
  });

  it('picks the version of the law by the calculation day', () => {
    expect(version('2024-06-30').anlage).toMatch(/^Anlage 11 /);
    expect(version('2024-07-01').anlage).toMatch(/^Anlage 1 /);
    expect(versionAt(tollTariff, '2023-11-30')).toBeUndefined();
    const countries = new Map<string, TollCountry>([
      ['DE', { lkz: 'DE', bezeichnung: 'Deutschland', plzlaenge: 5, mautberechnung: true }],
    ]);
    const then = calculateToll(tollTariff, { ...HAMBURG_MUENCHEN, gewicht: 5000 }, countries, '2024-03-01');
    const now = calculateToll(tollTariff, { ...HAMBURG_MUENCHEN, gewicht: 5000 }, countries, '2026-11-26');
    if (!then.ok || !now.ok) throw new Error('Schätzung abgelehnt');
    expect(then.answer.param).toMatchObject({
      mautsatz: 0.24,
      tarif: { anlage: 'Anlage 11', gueltigAb: '2023-12-01' },
    });
    expect(then.answer.message).toContain('nach BFStrMG Anlage 11, BGBl. 2023 I Nr. 315, S. 9 – 11');
    expect(now.answer.param).toMatchObject({ mautsatz: 0.238, tarif: { anlage: 'Anlage 1', gueltigBis: null } });
    const km = then.answer.param.mautpflichtigKm;
    expect(then.answer.mautbetrag).toBe(expectedEuro(240, km));
    expect(now.answer.mautbetrag).toBe(expectedEuro(238, km));
  });

  it('rounds the toll commercially to full cents (§ 3 Absatz 4)', () => {
    expect(tollCents(348, 1)).toBe(35); // 0.348 → 0.35
    expect(tollCents(348, 0.5)).toBe(17); // 0.174 → 0.17
    expect(tollCents(250, 0.1)).toBe(3); // 0.025 → 0.03 (half up)
    expect(tollCents(348, 412)).toBe(14338); // 143.376 → 143.38
  });

  it('maps each weight class to its vehicle by the document rule and prices it with its rate', async () => {
    const cases: [number, string, number][] = [
      [0.5, '7,5-t-Lkw', 177],
      [3000, '7,5-t-Lkw', 177],
      [3000.01, '18-t-Lkw', 238],
      [12_000, '18-t-Lkw', 238],
      [12_000.01, '40-t-Sattelzug', 348],
      [40_000, '40-t-Sattelzug', 348],
    ];
    for (const [gewicht, fahrzeug, rate] of cases) {
      const answer = await ok({ ...HAMBURG_MUENCHEN, gewicht });
      expect(answer.param, String(gewicht)).toMatchObject({ fahrzeugklasse: fahrzeug, mautsatz: rate / 1000 });
      expect(answer.mautbetrag, String(gewicht)).toBe(expectedEuro(rate, answer.param.mautpflichtigKm as number));
    }
  });

  it('Hamburg 20457 → München 80331: the whole estimated road distance is tolled, explained in German', async () => {
    const answer = await ok({ ...HAMBURG_MUENCHEN, gewicht: 20_000 });
    const { param } = answer;
    // About 611 km air line between the postcodes' coordinates (GeoNames) × road factor 1.3.
    expect(param.luftlinieKm).toBeGreaterThan(600);
    expect(param.luftlinieKm).toBeLessThan(620);
    expect(param).toMatchObject({
      strassenfaktor: 1.3,
      entfernungKm: Math.round((param.luftlinieKm as number) * 1.3),
      mautpflichtigKm: param.entfernungKm,
      grenzuebergaenge: [],
      teilsaetze: { infrastruktur: 0.155, luftverschmutzung: 0.023, laerm: 0.012, co2: 0.158 },
      mautsatz: 0.348,
      schadstoffklasse: 'EURO VI',
      co2Klasse: 1,
      berechnungstag: new Date().toISOString().slice(0, 10),
    });
    const km = (param.entfernungKm as number).toLocaleString('de-DE');
    expect(answer.message).toBe(
      `Schätzung: ${km} km, davon ${km} km mautpflichtig in Deutschland. ` +
        'Fahrzeug: 40-t-Sattelzug mit 5 Achsen, EURO VI, CO2-Emissionsklasse 1. ' +
        'Mautsatz 0,348\u00a0€/km (Infrastruktur 0,155 + Luftverschmutzung 0,023 + Lärm 0,012 + CO2 0,158) ' +
        'nach BFStrMG Anlage 1, BGBl. 2023 I Nr. 315, S. 8 – 9. ' +
        `Entfernung: Luftlinie ${Math.round(param.luftlinieKm as number).toLocaleString('de-DE')} km zwischen den Postleitzahlen × Straßenfaktor 1,3.`,
    );
  });

  it('estimates the German share of a cross-border route up to the border crossing and says so', async () => {
    const answer = await ok({
      abgangLKZ: 'DE',
      abgangPlz: '80331',
      empfaengerLKZ: 'AT',
      empfaengerPlz: '6020',
      gewicht: 20_000,
    });
    expect(answer.param.grenzuebergaenge).toEqual(['Kiefersfelden (A 93)']);
    expect(answer.param.mautpflichtigKm).toBeGreaterThan(0);
    expect(answer.param.mautpflichtigKm).toBeLessThan(answer.param.entfernungKm as number);
    expect(answer.message).toContain('(deutscher Anteil geschätzt bis zum Grenzübergang Kiefersfelden (A 93))');
    expect(answer.mautbetrag).toBe(expectedEuro(348, answer.param.mautpflichtigKm as number));
    // The same route the other way round has the same share.
    const back = await ok({
      abgangLKZ: 'AT',
      abgangPlz: '6020',
      empfaengerLKZ: 'DE',
      empfaengerPlz: '80331',
      gewicht: 20_000,
    });
    expect(back.param.mautpflichtigKm).toBe(answer.param.mautpflichtigKm);
  });

  it('routes through Germany between two places abroad only where that is the short way (transit, Deutsches Eck)', async () => {
    const transit = await ok({
      abgangLKZ: 'NL',
      abgangPlz: '1011',
      empfaengerLKZ: 'PL',
      empfaengerPlz: '00-002',
      gewicht: 800,
    });
    expect(transit.param.grenzuebergaenge).toHaveLength(2);
    expect(transit.param.mautpflichtigKm).toBeGreaterThan(400);
    expect(transit.message).toContain('deutscher Anteil geschätzt zwischen den Grenzübergängen');
    const eck = await ok({
      abgangLKZ: 'AT',
      abgangPlz: '5020',
      empfaengerLKZ: 'AT',
      empfaengerPlz: '6020',
      gewicht: 800,
    });
    expect(eck.param.grenzuebergaenge).toEqual(['Walserberg (A 8)', 'Kiefersfelden (A 93)']);
    const inland = await ok({
      abgangLKZ: 'AT',
      abgangPlz: '8010',
      empfaengerLKZ: 'AT',
      empfaengerPlz: '4020',
      gewicht: 800,
    });
    expect(inland).toMatchObject({ mautbetrag: 0, param: { mautpflichtigKm: 0, grenzuebergaenge: [] } });
    expect(inland.message).toContain(
      'davon 0 km mautpflichtig in Deutschland (der kürzeste Weg führt nicht durch Deutschland)',
    );
  });

  it('knows a border crossing for every neighbour whose postcodes ship, and offers only those countries', async () => {
    const rules = tollTariff.strecke;
    for (const lkz of POSTAL_COUNTRIES.filter((c) => c !== 'DE')) {
      expect(estimateRoute({ lkz: 'DE', lat: 51, lon: 10 }, { lkz, lat: 50, lon: 10 }, rules), lkz).toBeDefined();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/maut/laender' });
    const lkz = res.json<{ lkz: string }[]>().map((l) => l.lkz);
    expect([...lkz].sort()).toEqual([...POSTAL_COUNTRIES].sort());
  });

  it('refuses unknown postcodes, missing ones, unknown countries and countries without postcodes on their fields, in German', async () => {
    expect(await refused({ ...HAMBURG_MUENCHEN, abgangPlz: '00000', gewicht: 100 })).toEqual([
      expect.objectContaining({
        id: 'maut.plzUnbekannt',
        fieldname: 'abgangPlz',
        header: 'Mautrechner',
        message: 'Die PLZ 00000 ist in Deutschland nicht bekannt.',
      }),
    ]);
    expect(await refused({ ...HAMBURG_MUENCHEN, empfaengerPlz: null, gewicht: 100 })).toEqual([
      expect.objectContaining({ fieldname: 'empfaengerPlz', message: 'Bitte eine PLZ mit 5 Ziffern eingeben.' }),
    ]);
    expect(await refused({ ...HAMBURG_MUENCHEN, empfaengerLKZ: 'IT', empfaengerPlz: '00100', gewicht: 100 })).toEqual([
      expect.objectContaining({
        id: 'maut.landOhnePlz',
        fieldname: 'empfaengerLKZ',
        message:
          'Für Italien liegen keine Postleitzahlen vor; die Maut lässt sich nur für Deutschland und seine Nachbarländer schätzen.',
      }),
    ]);
    expect(await refused({ ...HAMBURG_MUENCHEN, abgangLKZ: 'XX', gewicht: 100 })).toEqual([
      expect.objectContaining({ fieldname: 'abgangLKZ', message: 'Das Land XX ist nicht bekannt.' }),
    ]);
  });

  it('refuses a weight of 0 or less and above 40 t on the weight field, together with the other refusals', async () => {
    for (const gewicht of [0, -5]) {
      const problems = await refused({ ...HAMBURG_MUENCHEN, gewicht });
      expect(problems.map((p) => [p.fieldname, p.message])).toContainEqual([
        'gewicht',
        gewicht < 0 ? expect.any(String) : 'Bitte ein Gewicht über 0 kg eingeben.',
      ]);
    }
    expect(await refused({ ...HAMBURG_MUENCHEN, gewicht: 40_000.01 })).toEqual([
      expect.objectContaining({ fieldname: 'gewicht', message: 'Der Mautrechner schätzt Sendungen bis 40.000 kg.' }),
    ]);
    const all = await refused({ abgangLKZ: 'DE', abgangPlz: '99999', empfaengerLKZ: 'IT', gewicht: 50_000 });
    expect(all.map((p) => p.fieldname)).toEqual(['abgangPlz', 'empfaengerLKZ', 'gewicht']);
  });
});

describe('/api/maut/mautberechnung: rate limit like the login and the isMautrechner switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bruteForce: { maut: { perAddress: 3 } } });
  });
  afterAll(() => t.app.close());
  const call = () => t.app.inject({ method: 'POST', url: URL, payload: { ...HAMBURG_MUENCHEN, gewicht: 1000 } });

  it('has the login address budget by default', () => {
    expect(BRUTE_FORCE_DEFAULTS.maut.perAddress).toBe(BRUTE_FORCE_DEFAULTS.login.perAddress);
    expect(BRUTE_FORCE_DEFAULTS.maut.windowMs).toBe(BRUTE_FORCE_DEFAULTS.login.windowMs);
  });

  it('counts every calculation per client address and answers 429 in German beyond the budget', async () => {
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const blocked = await call();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<Refusal>()[0].message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/,
    );
    // The login keeps its own budget.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { username: 'demo', password: 'falsch' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses the calculation when the toll calculator is switched off', async () => {
    const other = await createTestApp();
    try {
      await other.db.query(`INSERT INTO config_param (mandant_id, key, value) VALUES (NULL, 'isMautrechner', 'false')
        ON CONFLICT (key) WHERE mandant_id IS NULL DO UPDATE SET value = 'false'`);
      const res = await other.app.inject({ method: 'POST', url: URL, payload: { ...HAMBURG_MUENCHEN, gewicht: 1000 } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Refusal>()[0]).toMatchObject({
        id: 'maut.aus',
        message: 'Der Mautrechner ist nicht freigeschaltet.',
      });
    } finally {
      await other.app.close();
    }
  });
});
