import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, type TestApp } from './helpers';

/** account-admin.md §4 Impersonation, §6: only admins change the login; the borrowed session holds the other user's rights only. */
describe('changelogin is checked by the server, not by the hidden button', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.app.close());
  const change = (token: string, username: string) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', headers: bearer(token), payload: { username, backupToken: token } });

  it('refuses a main user even for a user of his own tenant family', async () => {
    const haupt = await login(t.app, 'haupt');
    const res = await change(haupt.accessToken, 'demo');
    expect(res.statusCode).toBe(403);
    expect(res.json()[0].message).toBe('Nur Administratoren dürfen den Benutzer wechseln.');
  });

  it('gives the admin exactly the other user\'s rights: the borrowed session cannot switch on or read other tenants', async () => {
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'demo')).json() as { accessToken: string; username: string };
    expect(borrowed.username).toBe('demo');
    expect(decodeClaims(borrowed.accessToken)).toMatchObject({ admin: false, username: 'demo' });
    expect((await change(borrowed.accessToken, 'admin')).statusCode).toBe(403);
    const users = await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(borrowed.accessToken) });
    expect((users.json() as { name: string }[]).map((u) => u.name)).toEqual(['demo']);
    // The admin's own token keeps working beside it (it is the portal's backup).
    expect((await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(admin.accessToken) })).json()).toHaveLength(8);
  });

  it('refuses switching to an inactive user', async () => {
    const admin = await login(t.app, 'admin');
    await t.db.query("UPDATE benutzer SET authorized = false WHERE name = 'kunde-c'");
    const res = await change(admin.accessToken, 'kunde-c');
    expect(res.statusCode).toBe(404);
    expect(res.json()[0].message).toBe('Der Benutzer ist nicht bekannt oder nicht aktiv.');
  });
});
