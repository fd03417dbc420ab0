import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, mandantId, type TestApp } from './helpers';

/** account-admin.md §4 Impersonation, §6: only admins change the login; the borrowed session holds the other user's rights only. */
describe('changelogin is checked by the server, not by the hidden button', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  const change = (token: string, username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(token),
      payload: { username, backupToken: token },
    });

  it('refuses a main user even for a user of his own tenant family', async () => {
    const haupt = await login(t.app, 'haupt');
    const res = await change(haupt.accessToken, 'demo');
    expect(res.statusCode).toBe(403);
    expect(res.json()[0].message).toBe('Nur Administratoren dürfen den Benutzer wechseln.');
  });

  it("gives the admin exactly the other user's rights: the borrowed session cannot switch on or read other tenants", async () => {
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'demo')).json() as { accessToken: string; username: string };
    expect(borrowed.username).toBe('demo');
    expect(decodeClaims(borrowed.accessToken)).toMatchObject({ admin: false, username: 'demo' });
    expect((await change(borrowed.accessToken, 'admin')).statusCode).toBe(403);
    const users = await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(borrowed.accessToken) });
    expect((users.json() as { name: string }[]).map((u) => u.name)).toEqual(['demo']);
    // The admin's own token keeps working beside it (it is the portal's backup).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(admin.accessToken) })).json(),
    ).toHaveLength(8);
  });

  it('marks the switched session with the admin (claim act), also after a refresh', async () => {
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'demo')).json() as { accessToken: string; refreshToken: string };
    const adminId = decodeClaims(admin.accessToken).sub;
    expect(decodeClaims(borrowed.accessToken).act).toEqual({ sub: adminId, username: 'admin' });
    expect(decodeClaims(admin.accessToken).act).toBeUndefined();
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      payload: { accessToken: 'abgelaufen', refreshToken: borrowed.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect(decodeClaims(renewed.json().accessToken)).toMatchObject({
      username: 'demo',
      act: { sub: adminId, username: 'admin' },
    });
  });

  it("ends only the switched session on its logout, never the user's own sessions", async () => {
    const own = await login(t.app, 'demo');
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'demo')).json() as { accessToken: string; refreshToken: string };
    // Without a body (the hole: all of demo's refresh tokens were revoked) and with the user's own refresh token.
    for (const payload of [undefined, { refreshToken: own.refreshToken }]) {
      const session = payload
        ? ((await change(admin.accessToken, 'demo')).json() as { accessToken: string })
        : borrowed;
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/logout',
        headers: bearer(session.accessToken),
        payload,
      });
      expect(out.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(session.accessToken) })).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authentication/token',
          payload: { accessToken: 'abgelaufen', refreshToken: borrowed.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(own.accessToken) })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authentication/token',
          payload: { accessToken: 'abgelaufen', refreshToken: own.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/benutzer', headers: bearer(admin.accessToken) })).statusCode,
    ).toBe(200);
  });

  it('records the admin with every change made while switched, and nothing of reads or refusals', async () => {
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'demo')).json() as { accessToken: string };
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(borrowed.accessToken), payload });
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const {
      rows: [{ id }],
    } = await t.db.query<{ id: number }>(
      'SELECT id FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung ORDER BY id LIMIT 1',
      [hamburg],
    );
    const address = (await call('GET', `/api/adressen/${id}`)).json();
    expect((await call('PUT', `/api/adressen/${id}`, { ...address, kontakt: 'Im Auftrag' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/adressen/${id}`, { ...address, kontakt: 'Veraltet' })).statusCode).toBe(409);
    const { rows } = await t.db.query<Record<string, unknown>>(
      "SELECT admin_name, benutzer_name, methode, pfad, status FROM benutzerwechsel_aenderung WHERE pfad LIKE '/api/adressen/%' ORDER BY id",
    );
    expect(rows).toEqual([
      { admin_name: 'admin', benutzer_name: 'demo', methode: 'PUT', pfad: `/api/adressen/${id}`, status: 200 },
    ]);
    // The row names the user the admin acted as, as the portal shows it; the record above names the admin.
    const {
      rows: [row],
    } = await t.db.query<{ name: string }>(
      'SELECT b.name FROM adresse a JOIN benutzer b ON b.id = a.aenderer_id WHERE a.id = $1',
      [id],
    );
    expect(row.name).toBe('demo');
  });

  it("ends a switched session's refresh once its admin is no admin any more", async () => {
    const admin = await login(t.app, 'admin');
    const borrowed = (await change(admin.accessToken, 'leser')).json() as { refreshToken: string };
    await t.db.query("UPDATE benutzer SET admin = false WHERE name = 'admin'");
    try {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/authentication/token',
            payload: { accessToken: 'abgelaufen', refreshToken: borrowed.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await t.db.query("UPDATE benutzer SET admin = true WHERE name = 'admin'");
    }
  });

  it('refuses switching to an inactive user', async () => {
    const admin = await login(t.app, 'admin');
    await t.db.query("UPDATE benutzer SET authorized = false WHERE name = 'kunde-c'");
    const res = await change(admin.accessToken, 'kunde-c');
    expect(res.statusCode).toBe(404);
    expect(res.json()[0].message).toBe('Der Benutzer ist nicht bekannt oder nicht aktiv.');
  });
});
