import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, login, withStoredVersion, type TestApp } from './helpers';

/** Nobody edits a user with more rights, only admins change another's password or rights, own password needs the old one. */
describe('user management keeps to the rights (no account takeover)', () => {
  let t: TestApp;
  let haupt: string;
  let admin: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    haupt = (await login(t.app, 'haupt')).accessToken;
    admin = (await login(t.app, 'admin')).accessToken;
    for (const { id, name } of (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM benutzer')).rows)
      ids[name] = id;
  });
  afterAll(() => t.app.close());
  const put = async (token: string, name: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/benutzer/${ids[name]}`,
      headers: bearer(token),
      payload: await withStoredVersion(t.app, admin, 'PUT', `/api/benutzer/${ids[name]}`, { name, ...body }),
    });
  const loginCode = async (name: string, password = DEMO_PASSWORD) =>
    (await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { username: name, password } }))
      .statusCode;
  const NEW = 'Neues#Passwort7';

  it('refuses a main user any change of the admin: password, e-mail, rights', async () => {
    for (const body of [
      { password: NEW, passwordRepeat: NEW },
      { email: 'boese@example.de' },
      { admin: false },
      { hasAuthorized: false },
    ]) {
      const res = await put(haupt, 'admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()[0]).toMatchObject({
        id: 'benutzer.hoehereRechte',
        message: 'Sie dürfen keinen Benutzer mit mehr Rechten als Ihren eigenen bearbeiten.',
      });
    }
    const {
      rows: [row],
    } = await t.db.query<{ email: string; admin: boolean; authorized: boolean }>(
      'SELECT email, admin, authorized FROM benutzer WHERE name = $1',
      ['admin'],
    );
    expect(row).toEqual({ email: 'admin@nordlicht.example', admin: true, authorized: true });
    expect(await loginCode('admin')).toBe(200);
  });

  it('lets a main user edit a user below him, but not his e-mail, password or rights', async () => {
    const before = (await t.db.query<{ email: string }>('SELECT email FROM benutzer WHERE name = $1', ['demo'])).rows[0]
      .email;
    // The forgotten-password mail goes to this address: a main user changing it would take the account over.
    const email = await put(haupt, 'demo', { email: 'dispo@nordlicht.example', edit: true });
    expect(email.statusCode).toBe(403);
    expect(email.json()[0]).toMatchObject({
      fieldname: 'email',
      message: 'Nur Administratoren dürfen die E-Mail-Adresse eines anderen Benutzers ändern.',
    });
    expect(
      (await t.db.query<{ email: string }>('SELECT email FROM benutzer WHERE name = $1', ['demo'])).rows[0].email,
    ).toBe(before);
    // The dialog sends the whole user: the stored e-mail sent back is no change.
    expect((await put(haupt, 'demo', { email: before, edit: true })).statusCode).toBe(200);
    const password = await put(haupt, 'demo', { password: NEW, passwordRepeat: NEW });
    expect(password.statusCode).toBe(403);
    expect(password.json()[0].message).toBe('Nur Administratoren dürfen das Passwort eines anderen Benutzers ändern.');
    expect(await loginCode('demo', NEW)).toBe(401);
    expect(await loginCode('demo')).toBe(200);
    for (const body of [{ edit: false }, { main: true }, { admin: true }, { hasAuthorized: false }]) {
      expect((await put(haupt, 'demo', body)).statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(
      (
        await t.db.query('SELECT 1 FROM benutzer WHERE name = $1 AND edit AND NOT main AND NOT admin AND authorized', [
          'demo',
        ])
      ).rows,
    ).toHaveLength(1);
  });

  it('lets the user himself and admins change an e-mail', async () => {
    const demo = (await login(t.app, 'demo')).accessToken;
    expect((await put(demo, 'demo', { email: 'selbst@nordlicht.example' })).statusCode).toBe(200);
    expect((await put(admin, 'demo', { email: 'vom-admin@nordlicht.example' })).statusCode).toBe(200);
    expect(
      (await t.db.query<{ email: string }>('SELECT email FROM benutzer WHERE name = $1', ['demo'])).rows[0].email,
    ).toBe('vom-admin@nordlicht.example');
  });

  it('refuses granting rights one does not hold, also when creating a user', async () => {
    const own = await put(haupt, 'haupt', { admin: true });
    expect(own.statusCode).toBe(403);
    expect(own.json()[0].message).toBe('Ihre eigenen Rechte und Ihren Aktiv-Schalter können Sie nicht ändern.');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/benutzer',
      headers: bearer(haupt),
      payload: { name: 'neuadmin', email: 'neu@nordlicht.example', password: NEW, passwordRepeat: NEW, admin: true },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()[0].message).toBe('Sie können keine Rechte vergeben, die Sie selbst nicht haben.');
    expect((await t.db.query("SELECT 1 FROM benutzer WHERE name = 'neuadmin'")).rows).toHaveLength(0);
    // An admin holds every right and may grant it.
    const granted = await put(admin, 'leser', { main: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().main).toBe(true);
  });

  it('changes the own password only with the current one', async () => {
    const demo = (await login(t.app, 'demo')).accessToken;
    const missing = await put(demo, 'demo', { password: NEW, passwordRepeat: NEW });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()[0]).toMatchObject({
      fieldname: 'passwordOld',
      message: 'Das bisherige Passwort ist nicht korrekt.',
    });
    expect(
      (await put(demo, 'demo', { password: NEW, passwordRepeat: NEW, passwordOld: 'Falsch#2026' })).statusCode,
    ).toBe(400);
    expect(await loginCode('demo', NEW)).toBe(401);
    expect(
      (await put(demo, 'demo', { password: NEW, passwordRepeat: NEW, passwordOld: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await loginCode('demo', NEW)).toBe(200);
    // An admin sets another user's password without knowing the old one.
    expect(
      (await put(admin, 'demo', { password: 'Admin#Gesetzt1', passwordRepeat: 'Admin#Gesetzt1' })).statusCode,
    ).toBe(200);
    expect(await loginCode('demo', 'Admin#Gesetzt1')).toBe(200);
  });

  it('lets a main user delete only users without more rights than his own', async () => {
    const del = (name: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/benutzer/${ids[name]}`, headers: bearer(haupt) });
    expect((await del('admin')).statusCode).toBe(403);
    expect((await del('demo')).statusCode).toBe(204);
  });
});
