import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';

const TEXT = 'Der Name darf keine Steuerzeichen wie Zeilenumbruch oder Tabulator enthalten.';
const ADRESSE = {
  fremdnummer: '880013',
  name: 'Steuer Test BV',
  strasse: 'Kade',
  hausnummer: '1',
  plz: '30159',
  ort: 'Hannover',
  lkz: 'DE',
};
const REGISTRATION = {
  owningMandant: { name: 'Steuer Test BV', adresse: ADRESSE },
  name: 'steuer',
  email: 'steuer@example.nl',
  password: 'Kade#2026abc',
};
// CR, LF, TAB, another C0 (BEL), DEL, a C1 (NEL) and the Unicode line separator.
const CONTROLS = ['\r', '\n', '\t', '\u0007', '\u007f', '\u0085', '\u2028'];

/** Names carry no control characters: a CR/LF in a user name would break lists, mails, CSV exports and log lines. */
describe('control characters in name fields', () => {
  let t: TestApp;
  let admin: string;
  let hamburg: number;
  beforeAll(async () => {
    // The registration's brute-force budget (5 per name) is tested in bruteForce.test.ts; here the names are.
    t = await createTestApp({ bruteForce: { account: { perName: 1000, perAddress: 1000 } } });
    admin = (await login(t.app, 'admin')).accessToken;
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(admin),
      payload: await withStoredVersion(t.app, admin, method, url, payload),
    });
  const expectRefused = (res: { statusCode: number; json: () => unknown }, fieldname: string) => {
    expect(res.statusCode, fieldname).toBe(400);
    expect(res.json()).toContainEqual(expect.objectContaining({ fieldname, message: TEXT }));
  };

  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))(
    'refuses %s in the user name at registration and in the tenant and address names',
    async (_, c) => {
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/registrierung', payload });
      expectRefused(await post({ ...REGISTRATION, name: `steuer${c}` }), 'name');
      expectRefused(
        await post({ ...REGISTRATION, owningMandant: { ...REGISTRATION.owningMandant, name: `Steuer${c}BV` } }),
        'owningMandant.name',
      );
      expectRefused(
        await post({
          ...REGISTRATION,
          owningMandant: { ...REGISTRATION.owningMandant, adresse: { ...ADRESSE, name: `Steuer${c}BV` } },
        }),
        'owningMandant.adresse.name',
      );
      expect((await t.db.query("SELECT 1 FROM benutzer WHERE name LIKE 'steuer%'")).rows).toHaveLength(0);
    },
  );

  it("refuses a control character in a created user's name, an address, an imported address, a tenant and a template", async () => {
    const password = 'Neu#Passwort7';
    expectRefused(
      await call('POST', '/api/benutzer', {
        name: 'zwei\r\nzeilen',
        email: 'z@nordlicht.example',
        password,
        passwordRepeat: password,
      }),
      'name',
    );
    expectRefused(
      await call('POST', `/api/adressen?mandant_id=${hamburg}`, { name: 'Zeile\nUmbruch GmbH', ort: 'Hamburg' }),
      'name',
    );
    expectRefused(
      await call('POST', `/api/adressen/import?mandant_id=${hamburg}`, [
        { name: 'Gut GmbH', ort: 'Kiel' },
        { name: 'Tab\tGmbH', ort: 'Kiel' },
      ]),
      '1.name',
    );
    expectRefused(await call('PUT', `/api/mandanten/${hamburg}`, { name: 'Nordlicht\u0085Hamburg' }), 'name');
    expectRefused(
      await call('POST', '/api/auftragsvorlagen', { vorlageName: 'Vorlage\rEins', auftrag: {} }),
      'vorlageName',
    );
    expect((await t.db.query("SELECT 1 FROM benutzer WHERE name LIKE 'zwei%'")).rows).toHaveLength(0);
    expect(
      (await t.db.query("SELECT 1 FROM adresse WHERE name LIKE 'Zeile%' OR name LIKE 'Tab%' OR name = 'Gut GmbH'"))
        .rows,
    ).toHaveLength(0);
  });

  it('still takes names with umlauts, ß, accents and punctuation', async () => {
    const res = await call('POST', `/api/adressen?mandant_id=${hamburg}`, {
      name: 'Müller & Söhne – Café „Élan“ Ltd.',
      ort: 'Hamburg',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
