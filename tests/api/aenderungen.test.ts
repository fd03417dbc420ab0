import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrder } from './auftragserfassung.fixtures';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';

type Json = Record<string, unknown>;
type Entry = Json & { felder: { feld: string; alt: unknown; neu: unknown }[] };

/**
 * The change log (docs/changelog.md): every change of an order, address, user and tenant with who, when and the changed
 * fields from old to new, the admin behind an impersonation; the order's changes for its readers, the search for admins.
 */
describe('/api/aenderungen: the change log', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'admin', 'haupt', 'leser']) tokens[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens[user]),
      ...(payload ? { payload: await withStoredVersion(t.app, tokens[user], method, url, payload) } : {}),
    });
  const entries = async (typ: string, id: number) =>
    (await call('admin', 'GET', `/api/aenderungen?objektTyp=${typ}&objektId=${id}`)).json<Entry[]>();

  it("records an order's creation and each changed field, and shows them to the order's readers", async () => {
    const created = await call('demo', 'POST', '/api/auftraege', newOrder());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const changed = await call(
      'demo',
      'PUT',
      `/api/auftraege/${id}`,
      newOrder({ spedfremdnr: 'LS-9', hinweis: 'Rampe 3' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // A save without a change records nothing.
    expect(
      (await call('demo', 'PUT', `/api/auftraege/${id}`, newOrder({ spedfremdnr: 'LS-9', hinweis: 'Rampe 3' })))
        .statusCode,
    ).toBe(200);
    const res = await call('demo', 'GET', `/api/aenderungen/auftrag/${id}`);
    expect(res.statusCode).toBe(200);
    const [change, creation, ...rest] = res.json<Entry[]>();
    expect(rest).toEqual([]);
    expect(creation).toMatchObject({
      aktion: 'angelegt',
      benutzer: 'demo',
      objektTyp: 'auftrag',
      objektId: id,
      felder: [],
    });
    expect(change).toMatchObject({ aktion: 'geaendert', benutzer: 'demo', apiSchluessel: null, admin: null });
    expect(change.felder).toEqual([
      { feld: 'hinweis', alt: null, neu: 'Rampe 3' },
      { feld: 'spedfremdnr', alt: 'LS-4711', neu: 'LS-9' },
    ]);
    expect(new Date(change.zeitpunkt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Another tenant's reader learns nothing of it.
    expect((await call('leser', 'GET', `/api/aenderungen/auftrag/${id}`)).statusCode).toBe(404);
    expect((await call('demo', 'DELETE', `/api/auftraege/${id}`)).statusCode).toBe(204);
    expect((await entries('auftrag', id))[0]).toMatchObject({ aktion: 'geloescht', benutzer: 'demo' });
  });

  it('records the hand-over, its cancellation and the price type, by the user who pressed them', async () => {
    const id = (await call('demo', 'POST', '/api/auftraege', newOrder())).json<{ id: number }>().id;
    expect((await call('demo', 'POST', `/api/auftraege/uebertragen?ids=${id}`)).statusCode).toBe(200);
    expect((await call('demo', 'POST', `/api/auftraege/resetStati?ids=${id}`)).statusCode).toBeLessThan(300);
    expect((await call('demo', 'POST', `/api/auftraege/typ?typ=2&ids=${id}`)).statusCode).toBe(204);
    const [typ, cancelled, handedOver] = (await call('demo', 'GET', `/api/aenderungen/auftrag/${id}`)).json<Entry[]>();
    expect(handedOver).toMatchObject({ aktion: 'geaendert', benutzer: 'demo' });
    expect(handedOver.felder).toContainEqual({ feld: 'uebertragen', alt: false, neu: true });
    expect(cancelled.felder).toContainEqual({ feld: 'uebertragen', alt: true, neu: false });
    expect(typ.felder.map((f) => f.feld)).toContain('typ');
  });

  it("records an address's changed fields", async () => {
    const created = await call('demo', 'POST', '/api/adressen', {
      name: 'Elbe Test GmbH',
      ort: 'Hamburg',
      lkz: 'DE',
      plz: '20095',
    });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json<Json & { id: number }>();
    const changed = await call('demo', 'PUT', `/api/adressen/${address.id}`, {
      ...address,
      ort: 'Altona',
      plz: '22765',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [change, creation] = await entries('adresse', address.id);
    expect(creation).toMatchObject({ aktion: 'angelegt', benutzer: 'demo' });
    expect(change.felder).toEqual([
      { feld: 'ort', alt: 'Hamburg', neu: 'Altona' },
      { feld: 'plz', alt: '20095', neu: '22765' },
    ]);
  });

  it("records a user's changed settings but never the password", async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'leser'");
    const id = rows[0].id;
    const res = await call('admin', 'PUT', `/api/benutzer/${id}`, {
      name: 'leser',
      email: 'lager.leser@nordlicht.example',
      password: 'Neues#Passwort7',
      passwordRepeat: 'Neues#Passwort7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [change] = await entries('benutzer', id);
    expect(change).toMatchObject({ aktion: 'geaendert', benutzer: 'admin' });
    // The new password is recorded as changed, never with a value.
    expect(change.felder).toEqual([
      { feld: 'email', alt: expect.anything(), neu: 'lager.leser@nordlicht.example' },
      { feld: 'passwort', alt: null, neu: null },
    ]);
    expect(JSON.stringify(change)).not.toContain('Passwort7');
  });

  it('records a password set with the mailed link by the user himself', async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'leser'");
    const { issueOneTimeToken } = await import('../../server/users');
    const token = await issueOneTimeToken(t.db, rows[0].id, 'passwort');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/benutzer/forget/${token}`,
      payload: { password: 'Anderes#Passwort8', passwordRepeat: 'Anderes#Passwort8' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const [change] = await entries('benutzer', rows[0].id);
    expect(change).toMatchObject({
      aktion: 'geaendert',
      benutzer: 'leser',
      felder: [{ feld: 'passwort', alt: null, neu: null }],
    });
  });

  it("records a tenant's new name", async () => {
    const id = await mandantId(t.db, 'Haalboom Transport B.V.');
    const res = await call('admin', 'PUT', `/api/mandanten/${id}`, { id, name: 'Haalboom Transport B.V. (NL)' });
    expect(res.statusCode, res.body).toBe(200);
    const [change] = await entries('mandant', id);
    expect(change.felder).toEqual([
      { feld: 'name', alt: 'Haalboom Transport B.V.', neu: 'Haalboom Transport B.V. (NL)' },
    ]);
  });

  it('names the admin who changed an order while impersonating the user', async () => {
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(tokens.admin),
      payload: { username: 'demo', backupToken: tokens.admin },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    tokens.alsDemo = switched.json<{ accessToken: string }>().accessToken;
    const created = await call('alsDemo', 'POST', '/api/auftraege', newOrder());
    const id = created.json<{ id: number }>().id;
    const [entry] = await entries('auftrag', id);
    expect(entry).toMatchObject({ aktion: 'angelegt', benutzer: 'demo', admin: 'admin' });
  });

  it('lets admins search by object type, id, user and period with paging; others get 403', async () => {
    const all = await call('admin', 'GET', '/api/aenderungen?page=1&searchLimit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json<Entry[]>()).toHaveLength(2);
    const total = Number(all.headers['total-search-results']);
    expect(total).toBeGreaterThanOrEqual(7);
    const byUser = (await call('admin', 'GET', '/api/aenderungen?benutzer=DE&searchLimit=100')).json<Entry[]>();
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((e) => e.benutzer === 'demo')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const past = (await call('admin', 'GET', '/api/aenderungen?von=2020-01-01&bis=2020-12-31')).json<Entry[]>();
    expect(past).toEqual([]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const recent = await call('admin', 'GET', `/api/aenderungen?von=${yesterday}&bis=${tomorrow}`);
    expect(Number(recent.headers['total-search-results'])).toBe(total);
    const reversed = await call('admin', 'GET', `/api/aenderungen?von=${today}&bis=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<Json[]>()[0].message).toBe('Das Ende des Zeitraums liegt vor seinem Beginn.');
    for (const user of ['demo', 'haupt']) {
      const refused = await call(user, 'GET', '/api/aenderungen');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Json[]>()[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    }
  });
});
