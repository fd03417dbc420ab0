import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../server/auth';
import { bearer, createTestApp, decodeClaims, login, type TestApp } from './helpers';

describe('token refresh and user switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
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
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stati', headers: bearer(next.accessToken) })).statusCode,
    ).toBe(200);
  });

  it('revokes the whole chain when a used refresh token is replayed after the grace window', async () => {
    const first = await login(t.app, 'demo');
    const second = (await refresh(first.refreshToken)).json().refreshToken as string;
    // The grace window is over: the rotation happened 31 s ago.
    await t.db.query("UPDATE refresh_token SET revoked_at = now() - interval '31 seconds' WHERE token_hash = $1", [
      hashRefreshToken(first.refreshToken),
    ]);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('answers the same refresh token presented again within 30 s with the same successor (several tabs, a retry)', async () => {
    const first = await login(t.app, 'demo');
    const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const tokens = answers.map((a) => a.json().refreshToken as string);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(first.refreshToken);
    for (const a of answers)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/stati', headers: bearer(a.json().accessToken) })).statusCode,
      ).toBe(200);
    // The chain goes on from the shared successor; the database holds only hashes and the sealed successor.
    expect((await refresh(tokens[0])).statusCode).toBe(200);
    const { rows } = await t.db.query<{ successor_sealed: string }>(
      'SELECT successor_sealed FROM refresh_token WHERE token_hash = $1',
      [hashRefreshToken(first.refreshToken)],
    );
    expect(rows[0].successor_sealed).not.toContain(tokens[0]);
  });

  it('refuses unknown and logged-out refresh tokens', async () => {
    expect((await refresh('gibt-es-nicht')).statusCode).toBe(401);
    const session = await login(t.app, 'leser');
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: bearer(session.accessToken),
      payload: { refreshToken: session.refreshToken },
    });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('lets only admins act as another user', async () => {
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(admin.accessToken),
      payload: { username: 'leser', backupToken: admin.accessToken },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().accessToken)).toMatchObject({ username: 'leser', edit: false });
    const demo = await login(t.app, 'demo');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(demo.accessToken),
      payload: { username: 'admin' },
    });
    expect(refused.statusCode).toBe(403);
    // Before the body is validated: a non-admin without a user name is refused, not told the field is missing.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(demo.accessToken),
      payload: {},
    });
    expect(empty.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      payload: { username: 'admin' },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/changelogin',
      headers: bearer(admin.accessToken),
      payload: { username: 'niemand' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
