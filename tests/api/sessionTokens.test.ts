import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, type TestApp } from './helpers';

describe('token refresh and user switch', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.app.close());
  const refresh = (refreshToken: string, accessToken = 'abgelaufen') =>
    t.app.inject({ method: 'POST', url: '/api/authentication/token', payload: { accessToken, refreshToken } });

  it('rotates the refresh token and answers a new token pair for the same user', async () => {
    const first = await login(t.app, 'demo');
    const res = await refresh(first.refreshToken, first.accessToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toMatchObject({ username: 'demo', userId: first.userId });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(decodeClaims(next.accessToken).username).toBe('demo');
    expect((await t.app.inject({ method: 'GET', url: '/api/stati', headers: bearer(next.accessToken) })).statusCode).toBe(200);
  });

  it('revokes the whole chain when a used refresh token is replayed', async () => {
    const first = await login(t.app, 'demo');
    const second = (await refresh(first.refreshToken)).json().refreshToken as string;
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('refuses unknown and logged-out refresh tokens', async () => {
    expect((await refresh('gibt-es-nicht')).statusCode).toBe(401);
    const session = await login(t.app, 'leser');
    await t.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(session.accessToken), payload: { refreshToken: session.refreshToken } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('lets only admins act as another user', async () => {
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', headers: bearer(admin.accessToken), payload: { username: 'leser', backupToken: admin.accessToken } });
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().accessToken)).toMatchObject({ username: 'leser', edit: false });
    const demo = await login(t.app, 'demo');
    const refused = await t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', headers: bearer(demo.accessToken), payload: { username: 'admin' } });
    expect(refused.statusCode).toBe(403);
    // Before the body is validated: a non-admin without a user name is refused, not told the field is missing.
    const empty = await t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', headers: bearer(demo.accessToken), payload: {} });
    expect(empty.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', payload: { username: 'admin' } });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/authentication/changelogin', headers: bearer(admin.accessToken), payload: { username: 'niemand' } });
    expect(unknown.statusCode).toBe(404);
  });
});
