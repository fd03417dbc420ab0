import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

const RULE_12 = 'Bitte mindestens 12, max. 25 Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben';

/** account-admin.md §5: the password rule of the user's tenant, the address list's German order, the import's texts. */
describe('account details: password minimum of the tenant, German order of addresses, import texts', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  // Haalboom is the 12-character client: its tenant's clientKunde chooses the preset with clientMinLengthPw 12.
  let haalboom: number;
  let hamburg: number;
  let kundeC: number;
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['admin', 'demo', 'kunde-c']) tokens[u] = (await login(t.app, u)).accessToken;
    haalboom = await mandantId(t.db, 'Haalboom Transport B.V.');
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    kundeC = (await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'kunde-c'")).rows[0].id;
  });
  afterAll(() => t.app.close());
  const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(tokens[user]), payload: payload as object });
  const version = async () =>
    (await t.db.query<{ v: number }>('SELECT version AS v FROM benutzer WHERE id = $1', [kundeC])).rows[0].v;

  it.each([
    ['the contract refuses (no capital, no special character)', 'kurz'],
    ['the rule refuses (too short for 12)', 'Kade#2026'],
  ])('names 12 when an admin creates a user of that tenant with a password %s', async (_what, password) => {
    const res = await call('admin', 'POST', '/api/benutzer', {
      name: 'haal-neu',
      email: 'neu@haalboom.example',
      password,
      passwordRepeat: password,
      owningMandant: { id: haalboom },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toContainEqual(expect.objectContaining({ fieldname: 'password', message: RULE_12 }));
    expect(res.json().every((n: { message: string }) => n.message === RULE_12)).toBe(true);
  });

  it.each([
    ['the user himself', 'kunde-c', { passwordOld: 'Disponent#2026' }],
    ['an admin', 'admin', {}],
  ])('names 12 when %s changes the password to one the contract refuses', async (_who, user, extra) => {
    for (const password of ['kurz', 'Kade#2026']) {
      const res = await call(user, 'PUT', `/api/benutzer/${kundeC}`, {
        id: kundeC,
        version: await version(),
        name: 'kunde-c',
        password,
        passwordRepeat: password,
        ...extra,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toContainEqual(expect.objectContaining({ fieldname: 'password', message: RULE_12 }));
      expect(res.json().every((n: { message: string }) => n.message === RULE_12)).toBe(true);
    }
  });

  it('keeps 8 for a tenant without its own minimum', async () => {
    const res = await call('admin', 'POST', '/api/benutzer', {
      name: 'hamburg-neu',
      password: 'kurz',
      passwordRepeat: 'kurz',
      owningMandant: { id: hamburg },
    });
    expect(res.json()[0].message).toBe(RULE_12.replace('12', '8'));
  });

  it('answers the stored minimum as passwordMinLength of each user, so the dialog checks what the server checks', async () => {
    const kunde = await call('admin', 'GET', `/api/benutzer/${kundeC}`);
    expect(kunde.json()).toMatchObject({ name: 'kunde-c', passwordMinLength: 12 });
    const demo = (await call('admin', 'GET', '/api/benutzer')).json<{ name: string; passwordMinLength: number }[]>();
    expect(demo.find((u) => u.name === 'demo')?.passwordMinLength).toBe(8);
  });

  it('sorts the address list in German collation: Bäckerei before Braun, Äpfel beside Apfel, on every sortable column', async () => {
    const names = [
      'Braun Sortierprobe',
      'Zander Sortierprobe',
      'Bäckerei Sortierprobe',
      'Äpfel Sortierprobe',
      'Apfel Sortierprobe',
      'Ofen Sortierprobe',
      'Öl Sortierprobe',
    ];
    for (const name of names) {
      await t.db.query('INSERT INTO adresse (mandant_id, name, ort, suchtext, daten) VALUES ($1, $2, $3, $4, $5)', [
        hamburg,
        name,
        name.split(' ')[0],
        name.toLowerCase(),
        JSON.stringify({ name, ort: name.split(' ')[0], strasse: `${name.split(' ')[0]}weg 1` }),
      ]);
    }
    const expected = ['Apfel', 'Äpfel', 'Bäckerei', 'Braun', 'Ofen', 'Öl', 'Zander'];
    const list = async (sortBy = '') =>
      (await call('demo', 'GET', `/api/adressen/search?query=sortierprobe&searchLimit=50${sortBy}`))
        .json<{ name: string }[]>()
        .map((a) => a.name.split(' ')[0]);
    expect(await list()).toEqual(expected);
    expect(await list('&sortBy=name')).toEqual(expected);
    expect(await list('&sortBy=ort')).toEqual(expected);
    expect(await list('&sortBy=strasse')).toEqual(expected);
    expect(await list('&sortBy=-name')).toEqual([...expected].reverse());
    const all = (await call('demo', 'GET', `/api/adressen/mandant/${hamburg}`)).json<{ name: string }[]>();
    const probe = all.map((a) => a.name).filter((n) => n.endsWith('Sortierprobe'));
    expect(probe.map((n) => n.split(' ')[0])).toEqual(expected);
  });

  it("answers an import without a tenant with 'Bitte Mandant auswählen' at the field, an empty one in German", async () => {
    const row = [{ name: 'Importprobe GmbH', strasse: 'Weg 1', plz: '20457', ort: 'Hamburg', lkz: 'DE' }];
    for (const body of [row, []]) {
      const res = await call('demo', 'POST', '/api/adressen/import', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual([
        expect.objectContaining({
          fieldname: 'mandant_id',
          message: 'Bitte Mandant auswählen',
          header: 'Adressimport',
        }),
      ]);
    }
    const empty = await call('demo', 'POST', `/api/adressen/import?mandant_id=${hamburg}`, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([
      expect.objectContaining({ message: 'Die Datei enthält keine Adressen.', header: 'Adressimport' }),
    ]);
    // Other mistakes keep the contract's wording; nothing answers 5xx.
    const bad = await call('demo', 'POST', `/api/adressen/import?mandant_id=abc`, row);
    expect(bad.statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/adressen/import?mandant_id=${hamburg}`,
      headers: { ...bearer(tokens.demo), 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(noBody.statusCode).toBe(400);
  });
});
