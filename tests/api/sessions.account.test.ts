import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_PASSWORD,
  login,
  withStoredVersion,
  type LoginAnswer,
  type TestApp,
} from './helpers';

/** A password change, deactivation, deletion or change of rights ends the user's other sessions at once. */
describe('sessions follow the account', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin')).accessToken;
    for (const { id, name } of (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM benutzer')).rows)
      ids[name] = id;
  });
  afterAll(() => t.app.close());
  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/benutzer/currentAsList', headers: bearer(token) });
  const refresh = (s: LoginAnswer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      payload: { accessToken: s.accessToken, refreshToken: s.refreshToken },
    });
  const put = async (token: string, name: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/benutzer/${ids[name]}`,
      headers: bearer(token),
      payload: await withStoredVersion(t.app, token, 'PUT', `/api/benutzer/${ids[name]}`, { name, ...body }),
    });
  const NEW = 'Neues#Passwort7';

  async function expectEnded(session: LoginAnswer) {
    const access = await get(session.accessToken);
    expect(access.statusCode).toBe(401);
    expect(access.json()[0].id).toMatch(/^auth\./);
    const next = await refresh(session);
    expect(next.statusCode).toBe(401);
    expect(next.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
  }

  it.each([
    ['a password change by the admin', 'kunde-a', { password: NEW, passwordRepeat: NEW }],
    ['a change of rights', 'kunde-b', { edit: false }],
    ['a deactivation', 'kunde-c', { hasAuthorized: false }],
  ])('%s ends every session of the user', async (_case, name, body) => {
    const session = await login(t.app, name);
    expect((await get(session.accessToken)).statusCode).toBe(200);
    expect((await put(admin, name, body)).statusCode).toBe(200);
    await expectEnded(session);
  });

  it('a deletion ends the sessions; the token of the deleted user answers 401, not 500', async () => {
    const session = await login(t.app, 'leser');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/benutzer/${ids.leser}`, headers: bearer(admin) })).statusCode,
    ).toBe(204);
    const access = await get(session.accessToken);
    expect(access.statusCode).toBe(401);
    expect(access.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
    await expectEnded(session);
  });

  it('an own password change ends the other sessions and keeps the own one through a refresh', async () => {
    const other = await login(t.app, 'demo');
    const own = await login(t.app, 'demo');
    expect(
      (await put(own.accessToken, 'demo', { password: NEW, passwordRepeat: NEW, passwordOld: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    await expectEnded(other);
    // The own access token carries the old version: 401 with the refreshable text, and the refresh continues.
    const stale = await get(own.accessToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()[0].message).toBe('Anmeldung abgelaufen. Bitte melden Sie sich erneut an.');
    const next = await refresh(own);
    expect(next.statusCode).toBe(200);
    expect((await get(next.json().accessToken)).statusCode).toBe(200);
  });

  it("a logout makes its access token unusable and leaves the user's other sessions alone", async () => {
    const tab = await login(t.app, 'metro');
    const elsewhere = await login(t.app, 'metro');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: bearer(tab.accessToken),
      payload: { refreshToken: tab.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const access = await get(tab.accessToken);
    expect(access.statusCode).toBe(401);
    expect(access.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
    expect((await refresh(tab)).statusCode).toBe(401);
    expect((await get(elsewhere.accessToken)).statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(200);
  });
});
