import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';

/**
 * Tenant × role × resource: who may read and change orders, addresses, templates and documents of the
 * sub-tenant Hamburg (user demo). Admins see all, the main tenant its sub-tenants, everybody else only the own tenant;
 * writes need the edit right.
 */
const USERS = ['demo', 'haupt', 'admin', 'leser', 'metro', 'kunde-a'] as const;
const READS: Record<(typeof USERS)[number], boolean> = {
  demo: true,
  haupt: true,
  admin: true,
  leser: false,
  metro: false,
  'kunde-a': false,
};
const WRITES: Record<(typeof USERS)[number], boolean> = {
  demo: true,
  haupt: true,
  admin: true,
  leser: false,
  metro: false,
  'kunde-a': false,
};

describe('isolation matrix for the data of tenant Hamburg', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids = { order: 0, address: 0, template: 0, document: 0, transferred: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of USERS) tok[u] = (await login(t.app, u)).accessToken;
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const one = async (sql: string) => (await t.db.query<{ id: number }>(sql, [hamburg])).rows[0].id;
    ids.order = await one('SELECT id FROM auftrag WHERE mandant_id = $1 AND status_id = 1 ORDER BY id LIMIT 1');
    ids.address = await one('SELECT id FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung ORDER BY id LIMIT 1');
    ids.transferred = await one('SELECT id FROM adresse WHERE mandant_id = $1 AND in_uebertragung ORDER BY id LIMIT 1');
    ids.template = await one('SELECT id FROM auftragsvorlage WHERE mandant_id = $1 LIMIT 1');
    ids.document = await one(
      'SELECT d.id FROM dokumentenverweis d JOIN auftrag a ON a.id = d.auftrag_id WHERE a.mandant_id = $1 LIMIT 1',
    );
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });

  it.each(USERS)('%s reads exactly what the matrix allows', async (user) => {
    const urls = [
      `/api/auftraege/${ids.order}`,
      `/api/adressen/${ids.address}`,
      `/api/auftragsvorlagen/${ids.template}`,
      `/api/dokumentenverweise/file/${ids.document}`,
      `/api/auftraege/${ids.order}/xml`,
    ];
    const codes = await Promise.all(urls.map(async (url) => (await call(user, 'GET', url)).statusCode));
    expect(codes).toEqual(urls.map(() => (READS[user] ? 200 : 404)));
  });

  it.each(USERS)('%s changes exactly what the matrix allows', async (user) => {
    const address = (await call('admin', 'GET', `/api/adressen/${ids.address}`)).json();
    const res = await call(user, 'PUT', `/api/adressen/${ids.address}`, { ...address, kontakt: `Kontakt ${user}` });
    // Without the edit right the answer is 403 before any lookup; with it, a foreign address does not exist (404).
    expect(res.statusCode).toBe(WRITES[user] ? 200 : user === 'leser' ? 403 : 404);
  });

  it('keeps the address fields of an address in transfer locked unless the client frees them', async () => {
    const address = (await call('demo', 'GET', `/api/adressen/${ids.transferred}`)).json();
    const renamed = await call('demo', 'PUT', `/api/adressen/${ids.transferred}`, {
      ...address,
      name: 'Neuer Name GmbH',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()[0]).toMatchObject({
      fieldname: 'name',
      message: 'Die Adresse ist in Übertragung: bitte kopieren Sie die Adresse und ändern Sie die Kopie.',
    });
    await t.db.query(
      `INSERT INTO config_param (mandant_id, key, value) SELECT mandant_id, 'isAdresseTelefonEdit', 'true' FROM adresse WHERE id = $1`,
      [ids.transferred],
    );
    const phone = await call('demo', 'PUT', `/api/adressen/${ids.transferred}`, { ...address, telefon: '+49 40 999' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ telefon: '+49 40 999', inUebertragung: true });
  });

  it('searches the address book by number, name, postcode and city with the total header', async () => {
    const res = await call('demo', 'GET', '/api/adressen/search?query=gmbh&page=1&searchLimit=5');
    expect(res.json()).toHaveLength(5);
    expect(Number(res.headers['total-search-results'])).toBeGreaterThan(5);
    expect(
      (
        await call(
          'leser',
          'GET',
          `/api/adressen/search?mandantId=${await mandantId(t.db, 'Nordlicht Logistik Hamburg')}`,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('isolation matrix for users', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'admin', 'leser', 'metro']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });
  const names = async (user: string) =>
    (await call(user, 'GET', '/api/benutzer')).json().map((u: { name: string }) => u.name);

  it('lists users of the own tenant, the main tenant with its sub-tenants, admins all (sorted by name)', async () => {
    expect(await names('demo')).toEqual(['demo']);
    expect(await names('haupt')).toEqual(['admin', 'demo', 'haupt', 'leser']);
    expect(await names('admin')).toEqual(expect.arrayContaining(['kunde-a', 'metro', 'demo']));
    const leserId = (await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'leser'")).rows[0].id;
    expect((await call('demo', 'GET', `/api/benutzer/${leserId}`)).statusCode).toBe(404);
    expect(
      (await call('metro', 'PUT', `/api/benutzer/${leserId}`, { name: 'leser', email: 'x@y.de' })).statusCode,
    ).toBe(404);
  });

  it('grants the active flag only through admins and checks the password rule in German', async () => {
    const demoId = (await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'demo'")).rows[0].id;
    // A change of the own rights or active flag is refused, not silently dropped.
    const self = await call('demo', 'PUT', `/api/benutzer/${demoId}`, {
      name: 'demo',
      hasAuthorized: false,
      edit: false,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()[0].message).toBe('Ihre eigenen Rechte und Ihren Aktiv-Schalter können Sie nicht ändern.');
    expect((await call('demo', 'GET', `/api/benutzer/${demoId}`)).json()).toMatchObject({
      hasAuthorized: true,
      edit: true,
    });
    const weak = await call('demo', 'PUT', `/api/benutzer/${demoId}`, {
      name: 'demo',
      password: 'kurz',
      passwordRepeat: 'kurz',
    });
    expect(weak.json()[0].message).toBe(
      'Bitte mindestens 8, max. 25 Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben',
    );
    const taken = await call('haupt', 'POST', '/api/benutzer', {
      name: 'Demo',
      password: 'Sicher#2026',
      passwordRepeat: 'Sicher#2026',
    });
    expect(taken.json()[0].message).toBe('Der Username ist schon vorhanden.');
    const created = await call('haupt', 'POST', '/api/benutzer', {
      name: 'disponent2',
      email: 'd2@nordlicht.example',
      password: 'Sicher#2026',
      passwordRepeat: 'Sicher#2026',
    });
    expect(created.statusCode).toBe(201);
    expect(
      (
        await call('leser', 'POST', '/api/benutzer', {
          name: 'x1',
          password: 'Sicher#2026',
          passwordRepeat: 'Sicher#2026',
        })
      ).statusCode,
    ).toBe(403);
  });
});
