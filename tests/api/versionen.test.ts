import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinTime, versionedUpdate } from '../../server/versions';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Json = Record<string, unknown>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const newOrder = (extra: Json = {}) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  absender: { name: 'Elbe Papierwerke GmbH', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Weser Handel KG', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  abholDatumVon: `${day(0)}T00:00:00.000Z`,
  zustellDatumVon: `${day(1)}T00:00:00.000Z`,
  auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 812.5, verpackungAnzahl: 4 }],
  ...extra,
});
const TEXT =
  /^Der Datensatz wurde inzwischen von (.+) am (\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}) geändert\. Bitte laden Sie ihn neu\.$/;

/**
 * No lost updates: two sessions read the same version of an order, address, template, user or tenant;
 * the first save wins, the second answers 409 naming who changed it and when, and the stored data stays the first save's.
 * Ten concurrent saves of one version: exactly one 200. Every scenario counts in SCENARIOS (docs/security.md).
 */
describe('versions of orders, addresses, templates, users and tenants', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids = { hamburg: 0, address: 0, demoUser: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'admin']) tok[u] = (await login(t.app, u)).accessToken;
    // A second, independent session of the same users (another browser tab or machine).
    for (const u of ['haupt', 'admin']) tok[`${u}2`] = (await login(t.app, u)).accessToken;
    ids.hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    ids.address = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung ORDER BY id LIMIT 1',
        [ids.hamburg],
      )
    ).rows[0].id;
    ids.demoUser = (await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'demo'")).rows[0].id;
  });
  afterAll(() => t.app.close());
  const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tok[user]), payload });
  const read = async (user: string, url: string) => (await call(user, 'GET', url)).json<Json>();

  /** Two sessions, one version: first 200, second 409 with the text naming the first; the first save's data stays. */
  async function twoSessions(
    url: string,
    first: [string, Json],
    second: [string, Json],
    firstName: string,
    field: (r: Json) => unknown,
  ) {
    const base = await read(first[0], url);
    expect(await read(second[0], url)).toMatchObject({ version: base.version });
    const won = await call(first[0], 'PUT', url, { ...first[1], version: base.version });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ version: Number(base.version) + 1 });
    const lost = await call(second[0], 'PUT', url, { ...second[1], version: base.version });
    expect(lost.statusCode).toBe(409);
    const [note] = lost.json<Json[]>();
    expect(note).toMatchObject({ id: 'datensatz.geaendert', severity: 'ERROR', fieldname: 'version' });
    const [, user, date] = TEXT.exec(String(note.message)) ?? [];
    expect(user).toBe(firstName);
    expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const stored = await read(first[0], url);
    expect(stored.version).toBe(Number(base.version) + 1);
    expect(field(stored)).toBe(field({ ...base, ...first[1] }));
    return { note: String(note.message), stored };
  }

  /** Ten saves of one version at once: exactly one changes the record, nine answer 409; the version rose by one. */
  async function tenAtOnce(url: string, user: string, body: (i: number) => Json) {
    const base = await read(user, url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(user, 'PUT', url, { ...body(i), version: base.version })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect((await read(user, url)).version).toBe(Number(base.version) + 1);
  }

  it('orders: the second save of the same version answers 409 with who and when; the first save is stored', async () => {
    const created = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Json>();
    expect(created.version).toBe(1);
    const url = `/api/auftraege/${created.id}`;
    const { note, stored } = await twoSessions(
      url,
      ['demo', newOrder({ hinweis: 'Rampe 3 (demo)' })],
      ['haupt', newOrder({ hinweis: 'Tor 9 (haupt)' })],
      'demo',
      (r) => r.hinweis,
    );
    expect(stored.hinweis).toBe('Rampe 3 (demo)');
    // The date is the stored change time in Europe/Berlin.
    expect(note).toContain(`am ${berlinTime(String(stored.datumgeaendert))} geändert`);
  });

  it('orders: a save without version is refused with 400 on the field version', async () => {
    const created = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Json>();
    const res = await call('demo', 'PUT', `/api/auftraege/${created.id}`, newOrder({ hinweis: 'ohne Version' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({
      fieldname: 'version',
      message: 'Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.',
    });
    expect((await read('demo', `/api/auftraege/${created.id}`)).hinweis).toBeUndefined();
  });

  it('orders: ten concurrent saves of one version give exactly one 200', async () => {
    const created = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Json>();
    await tenAtOnce(`/api/auftraege/${created.id}`, 'demo', (i) => newOrder({ hinweis: `Versuch ${i}` }));
  });

  it('orders: a hand-over mark and a type change raise the version, so a save read before them answers 409 naming who acted', async () => {
    const created = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<Json>();
    const url = `/api/auftraege/${created.id}`;
    const before = await read('demo', url);
    expect((await call('haupt', 'POST', `/api/auftraege/uebertragen?ids=${created.id}`)).statusCode).toBe(200);
    const lost = await call('demo', 'PUT', url, newOrder({ hinweis: 'zu spät', version: before.version }));
    expect(lost.statusCode).toBe(409);
    expect(lost.json()[0].message).toMatch(/^Der Datensatz wurde inzwischen von haupt am /);
    const marked = await read('demo', url);
    expect((await call('demo', 'POST', `/api/auftraege/resetStati?ids=${created.id}`)).statusCode).toBe(200);
    expect(
      (await call('demo', 'PUT', url, newOrder({ hinweis: 'nach Storno', version: marked.version }))).statusCode,
    ).toBe(409);
    const current = await read('demo', url);
    expect(
      (await call('demo', 'PUT', url, newOrder({ hinweis: 'aktuell', version: current.version }))).statusCode,
    ).toBe(200);
  });

  it('addresses: two sessions, one version; without version 400; ten at once', async () => {
    const url = `/api/adressen/${ids.address}`;
    const base = await read('demo', url);
    const { stored } = await twoSessions(
      url,
      ['demo', { ...base, kontakt: 'Frau Jansen' }],
      ['haupt', { ...base, kontakt: 'Herr Ohm' }],
      'demo',
      (r) => r.kontakt,
    );
    expect(stored.kontakt).toBe('Frau Jansen');
    const { version: _v, ...unversioned } = stored;
    const missing = await call('demo', 'PUT', url, { ...unversioned, kontakt: 'blind' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()[0]).toMatchObject({ fieldname: 'version' });
    await tenAtOnce(url, 'demo', (i) => ({ ...stored, kontakt: `Kontakt ${i}` }));
  });

  it('templates: two sessions, one version; ten at once', async () => {
    const created = await call('haupt', 'POST', '/api/auftragsvorlagen', {
      vorlageName: 'Versionstest',
      auftrag: newOrder(),
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/auftragsvorlagen/${created.json().id}`;
    const { stored } = await twoSessions(
      url,
      ['haupt', { vorlageName: 'Versionstest', auftrag: newOrder({ hinweis: 'erste' }) }],
      ['haupt2', { vorlageName: 'Versionstest', auftrag: newOrder({ hinweis: 'zweite' }) }],
      'haupt',
      (r) => (r.auftrag as Json).hinweis,
    );
    expect((stored.auftrag as Json).hinweis).toBe('erste');
    await tenAtOnce(url, 'haupt', (i) => ({
      vorlageName: 'Versionstest',
      auftrag: newOrder({ hinweis: `Versuch ${i}` }),
    }));
  });

  it('users: two sessions, one version; ten at once', async () => {
    const url = `/api/benutzer/${ids.demoUser}`;
    const { stored } = await twoSessions(
      url,
      ['admin', { name: 'demo', email: 'erste@nordlicht.example' }],
      ['haupt', { name: 'demo', email: 'zweite@nordlicht.example' }],
      'admin',
      (r) => r.email,
    );
    expect(stored.email).toBe('erste@nordlicht.example');
    await tenAtOnce(url, 'admin', (i) => ({ name: 'demo', email: `versuch${i}@nordlicht.example` }));
  });

  it('templates, users and tenants: a save without version is refused with 400 on the field version and changes nothing', async () => {
    const created = (
      await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Ohne Version', auftrag: newOrder() })
    ).json<Json>();
    const cases: [string, string, Json][] = [
      [
        'haupt',
        `/api/auftragsvorlagen/${created.id}`,
        { vorlageName: 'Ohne Version', auftrag: newOrder({ hinweis: 'blind' }) },
      ],
      ['admin', `/api/benutzer/${ids.demoUser}`, { name: 'demo', email: 'blind@nordlicht.example' }],
      ['admin', `/api/mandanten/${ids.hamburg}`, { name: 'Blind überschrieben' }],
    ];
    for (const [user, url, body] of cases) {
      const before = await read(user, url);
      const missing = await call(user, 'PUT', url, body);
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json()[0]).toMatchObject({
        id: 'datensatz.versionFehlt',
        fieldname: 'version',
        message: 'Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.',
      });
      expect(await read(user, url), url).toEqual(before);
    }
  });

  it("templates: the name check answers the version 'Vorlage aktualisieren' sends back", async () => {
    const created = (
      await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Namensprüfung', auftrag: newOrder() })
    ).json<Json>();
    const mandant = (created.mandant as Json).id;
    const exists = (
      await call(
        'haupt',
        'GET',
        `/api/auftragsvorlagen/exists?name=${encodeURIComponent('Namensprüfung')}&mandantId=${mandant}`,
      )
    ).json<Json>();
    expect(exists).toEqual({ exists: true, id: created.id, version: created.version });
    const url = `/api/auftragsvorlagen/${created.id}`;
    expect(
      (
        await call('haupt2', 'PUT', url, {
          vorlageName: 'Namensprüfung',
          auftrag: newOrder({ hinweis: 'dazwischen' }),
          version: created.version,
        })
      ).statusCode,
    ).toBe(200);
    const update = await call('haupt', 'PUT', url, {
      vorlageName: 'Namensprüfung',
      auftrag: newOrder({ hinweis: 'aktualisiert' }),
      version: exists.version,
    });
    expect(update.statusCode).toBe(409);
  });

  it('the update itself is atomic: ten concurrent UPDATE … AND version = $n of one version change the row once', async () => {
    const {
      rows: [row],
    } = await t.db.query<{ version: number }>('SELECT version FROM adresse WHERE id = $1', [ids.address]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        versionedUpdate(
          t.db,
          'adresse',
          'UPDATE adresse SET name = $2 WHERE id = $1',
          [ids.address, `Gleichzeitig ${i}`],
          row.version,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.statusCode),
    ).toEqual(Array(9).fill(409));
    expect((await t.db.query('SELECT version FROM adresse WHERE id = $1', [ids.address])).rows[0]).toEqual({
      version: row.version + 1,
    });
  });

  it('tenants: two sessions, one version; ten at once', async () => {
    const url = `/api/mandanten/${ids.hamburg}`;
    const { stored } = await twoSessions(
      url,
      ['admin', { name: 'Nordlicht Hamburg (erste)' }],
      ['admin2', { name: 'Nordlicht Hamburg (zweite)' }],
      'admin',
      (r) => r.name,
    );
    expect(stored.name).toBe('Nordlicht Hamburg (erste)');
    await tenAtOnce(url, 'admin', (i) => ({ name: `Nordlicht Hamburg ${i}` }));
  });
});
