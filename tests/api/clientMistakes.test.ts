import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCatalogue } from '../../server/errors';
import { bearer, createTestApp, login, type TestApp } from './helpers';

/** A client's mistake is a 400 with a German notification, never a 5xx. Each class of bug the fuzzer found. */
const badRequest = (message: string, fieldname: string | null = null) => [
  expect.objectContaining({ severity: 'ERROR', fieldname, message }),
];
const REGISTRATION = {
  owningMandant: {
    name: 'Gleichzeitig GmbH',
    adresse: {
      fremdnummer: '770011',
      name: 'Gleichzeitig GmbH',
      strasse: 'Ringstraße',
      hausnummer: '1',
      plz: '30159',
      ort: 'Hannover',
      lkz: 'DE',
    },
  },
  email: 'dispo@gleichzeitig.example',
  password: 'Gleich#2026',
  sprache: { id: 50 },
  benutzerversion: { id: 1 },
};

const NEW_USER = 'INSERT INTO benutzer (name, password_hash, mandant_id, benutzerversion_id) VALUES';
const STATEMENTS = {
  fremdschluessel: `${NEW_USER} ('fk1', 'x', 999999, 1)`,
  verwendet: "DELETE FROM mandant WHERE id = (SELECT mandant_id FROM benutzer WHERE name = 'demo')",
  pruefung: `${NEW_USER} ('check1', 'x', (SELECT mandant_id FROM benutzer WHERE name = 'demo'), 3)`,
  zuLang: `${NEW_USER} ('${'x'.repeat(40)}', 'x', (SELECT mandant_id FROM benutzer WHERE name = 'demo'), 1)`,
  doppelt: 'INSERT INTO sprache SELECT * FROM sprache LIMIT 1',
  benutzerDoppelt: `${NEW_USER} ('DEMO', 'x', (SELECT mandant_id FROM benutzer WHERE name = 'demo'), 1)`,
};

describe('client mistakes answer 400 with a German text, never 5xx', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    // Ten registrations of one name from one address exceed the brute-force budget (5 per name, tested in
    // bruteForce.test.ts); here the database's uniqueness is under test, so the budget is raised.
    t = await createTestApp({ bruteForce: { account: { perName: 50, perAddress: 50 } } });
    // A route per database refusal, added before the first inject: each runs a statement the database refuses.
    t.app.post<{ Params: { fall: keyof typeof STATEMENTS } }>('/api/test/db/:fall', async (request) => {
      await t.app.db.query(STATEMENTS[request.params.fall]);
      return {};
    });
    admin = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.app.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  const json = (method: 'POST' | 'PUT', url: string, payload: string | object, token: string | null = admin) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      payload,
    });

  it.each(['Infinity', '1e400', '-Infinity', 'NaN', '-0', '99999999999999999999999', '1e23'])(
    'refuses %s as a path id, a paging value and in an id list',
    async (value) => {
      for (const url of [
        `/api/auftraege/${value}`,
        `/api/adressen/search?page=${value}`,
        `/api/jasper-print/encrypt-ids/5,${value}`,
        `/api/orte/name-with-plz/${value}/autoCompleteMatches/Ham`,
        `/api/auftraege/search?datumVon=2026-01-01&datumBis=2026-01-31&mandantId=${value}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()[0], url).toMatchObject({ severity: 'ERROR' });
        expect(res.json()[0].message, url).toMatch(
          /^(Ungültiger Wert\.|Der Wert darf (nicht kleiner als 1 sein|höchstens [\d.]+ betragen)\.)$/,
        );
      }
    },
  );

  it('gives every paging parameter a maximum: a page far beyond any list is refused, not computed', async () => {
    for (const url of [
      '/api/adressen/search?page=100001',
      '/api/benutzer/search?page=1000000000000000',
      '/api/auftragsvorlagen/search?page=100001',
      '/api/auftragexport/exportcsvmtl?datumVon=2026-01-01&datumBis=2026-01-31&min=0&max=1000000000000',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()[0].message, url).toMatch(/^Der Wert darf höchstens [\d.]+ betragen\.$/);
    }
    expect((await get('/api/adressen/search?page=100000&searchLimit=1000')).statusCode).toBe(200);
  });

  it("refuses a number beyond JSON's range in a body", async () => {
    const res = await json(
      'POST',
      '/api/benutzer',
      '{"name":"zahl1","password":"Sicher#2026","passwordRepeat":"Sicher#2026","rowsInGrid":1e400}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({ severity: 'ERROR' });
  });

  it.each([
    ['arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
    ['a just too deep order', `{"hinweis":"x","absender":${'{"name":'.repeat(40)}"A"${'}'.repeat(40)}}`],
  ])('refuses deeply nested JSON (%s) before any recursive walk', async (_kind, body) => {
    for (const url of ['/api/auftraege', '/api/adressen', '/api/authentication/login']) {
      const res = await json('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(badRequest('Die Anfrage ist zu tief verschachtelt.'));
    }
  });

  it('still reads brackets inside strings as text', async () => {
    const res = await json('POST', '/api/authentication/login', {
      username: '[[[[{{{{'.repeat(3),
      password: '{'.repeat(60),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()[0].message).toBe('Benutzername oder Passwort ist falsch.');
  });

  it.each([
    ['fremdschluessel', 'Ein angegebener Datensatz existiert nicht.', null],
    ['verwendet', 'Der Datensatz wird noch verwendet und kann nicht gelöscht werden.', null],
    ['pruefung', 'Ein Wert der Anfrage ist ungültig.', null],
    ['zuLang', 'Ein Wert der Anfrage liegt außerhalb des zulässigen Bereichs.', null],
    ['doppelt', 'Der Datensatz ist schon vorhanden.', null],
    ['benutzerDoppelt', 'Der Username ist schon vorhanden.', 'name'],
  ] as const)(
    'answers the database refusing %s with 400 and a German text, not 500',
    async (fall, message, fieldname) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/test/db/${fall}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest(message, fieldname));
    },
  );

  it('creates a user name ten times at once exactly once; the others hear it is taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        json('POST', '/api/benutzer', {
          name: i % 2 ? 'Zeitgleich' : 'zeitgleich',
          email: `z${i}@nordlicht.example`,
          password: 'Sicher#2026',
          passwordRepeat: 'Sicher#2026',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const res of answers.filter((r) => r.statusCode === 400))
      expect(res.json()).toEqual(badRequest('Der Username ist schon vorhanden.', 'name'));
    const { rows } = await t.db.query("SELECT id FROM benutzer WHERE lower(name) = 'zeitgleich'");
    expect(rows).toHaveLength(1);
  });

  it('registers a user name ten times at once exactly once; the others hear it is taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        json('POST', '/api/registrierung', { ...REGISTRATION, name: 'gleichzeitig' }, null),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const res of answers.filter((r) => r.statusCode === 400))
      expect(res.json()).toEqual(badRequest('Der Username ist schon vorhanden.', 'name'));
    const { rows } = await t.db.query("SELECT mandant_id FROM benutzer WHERE name = 'gleichzeitig'");
    expect(rows).toHaveLength(1);
    // The refused registrations leave no tenant behind (their transaction rolled back).
    expect((await t.db.query("SELECT id FROM mandant WHERE name = 'Gleichzeitig GmbH'")).rows).toHaveLength(1);
  });

  it('answers a body in a format the operation does not take with 400, not the 415 no operation declares', async () => {
    for (const url of ['/api/auftraege/resetStati?ids=1', '/api/auftragsvorlagen']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(badRequest('Dieses Datenformat wird nicht unterstützt.'));
    }
  });

  it('answers only statuses the contract declares (the setup checks every answer against it)', async () => {
    const foreign = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM auftrag a JOIN mandant m ON m.id = a.mandant_id WHERE m.name = 'Sievers Spedition KG' LIMIT 1",
      )
    ).rows[0].id;
    const demo = (await login(t.app, 'demo')).accessToken;
    const calls = [
      [await json('POST', '/api/authentication/logout', { refreshToken: 5 }), 400],
      [
        await t.app.inject({ method: 'POST', url: `/api/auftraege/uebertragen?ids=${foreign}`, headers: bearer(demo) }),
        404,
      ],
      [
        await t.app.inject({ method: 'POST', url: `/api/auftraege/resetStati?ids=${foreign}`, headers: bearer(demo) }),
        404,
      ],
      [await t.app.inject({ method: 'HEAD', url: '/api/dplus-update/a%20b', headers: bearer(admin) }), 400],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/index/update',
          headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        }),
        400,
      ],
    ] as const;
    expect(calls.map(([res]) => res.statusCode)).toEqual(calls.map(([, status]) => status));
  });

  it('words refusals of the routes with catalogue texts', async () => {
    const catalogue = Object.values(messageCatalogue());
    const demo = (await login(t.app, 'demo')).accessToken;
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/auftraege/2147483647', headers: bearer(demo) }),
      await t.app.inject({ method: 'GET', url: '/api/adressen/2147483647', headers: bearer(demo) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/authentication/changelogin',
        headers: bearer(demo),
        payload: { username: 'admin' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/registrierung/confirm/unbekannt' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 403, 404]);
    for (const res of answers) expect(catalogue).toContain(res.json()[0].message);
  });
});
