import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SignJWT } from 'jose';
import { hashRefreshToken } from '../../server/auth';
import { bearer, createTestApp, decodeClaims, login, mandantId, TEST_JWT_SECRET, type TestApp } from './helpers';

const LOGIN = '/api/authentication/login';
const LOGOUT = '/api/authentication/logout';
const LOGIN_FAILED = [
  {
    id: 'login.failed',
    fieldname: null,
    severity: 'ERROR',
    header: 'Anmeldung fehlgeschlagen',
    message: 'Benutzername oder Passwort ist falsch.',
  },
];
const RELOGIN = [
  {
    id: 'auth.relogin',
    fieldname: null,
    severity: 'ERROR',
    header: 'Anmeldung',
    message: 'Bitte melden Sie sich erneut an.',
  },
];

describe('POST /api/authentication/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('issues tokens whose claims describe the demo user', async () => {
    const answer = await login(t.app, 'demo');
    expect(answer.username).toBe('demo');
    expect(answer.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeClaims(answer.accessToken);
    expect(claims).toMatchObject({
      sub: String(answer.userId),
      username: 'demo',
      admin: false,
      main: false,
      edit: true,
      hauptmandant: false,
      version: 1,
      metro: false,
      'language-id': 50,
      rowsInGrid: 50,
      'mandant-id': await mandantId(t.db, 'Nordlicht Logistik Hamburg'),
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims['client-config-params']).toContainEqual({ key: 'isPreisermittlung', value: 'true' });
    const { rows } = await t.db.query('SELECT 1 FROM refresh_token WHERE token_hash = $1 AND revoked_at IS NULL', [
      hashRefreshToken(answer.refreshToken),
    ]);
    expect(rows).toHaveLength(1);
  });

  it('marks admin, main-tenant and metro users in the claims', async () => {
    expect(decodeClaims((await login(t.app, 'admin')).accessToken)).toMatchObject({ admin: true, hauptmandant: true });
    expect(decodeClaims((await login(t.app, 'haupt')).accessToken)).toMatchObject({ main: true, hauptmandant: true });
    expect(decodeClaims((await login(t.app, 'leser')).accessToken)).toMatchObject({ edit: false });
    expect(decodeClaims((await login(t.app, 'metro')).accessToken)).toMatchObject({ version: 2, metro: true });
  });

  it('answers a wrong password with 401 and the German notification', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'demo', password: 'falsch' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'niemand', password: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a deactivated user even with the right password', async () => {
    await t.db.query("UPDATE benutzer SET authorized = false WHERE name = 'leser'");
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'leser', password: 'Disponent#2026' },
    });
    await t.db.query("UPDATE benutzer SET authorized = true WHERE name = 'leser'");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it.each([
    ['empty fields', { username: '', password: '' }],
    ['missing fields', {}],
    ['no body at all', undefined],
  ])('answers %s with one 400 notification per field', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.map((n: { fieldname: string }) => n.fieldname)).toEqual(['username', 'password']);
    for (const n of body) {
      expect(n).toMatchObject({ severity: 'ERROR', message: 'Bitte Benutzer und Passwort eingeben' });
    }
  });

  it('reports only the missing field when the other one is given', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'demo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([expect.objectContaining({ fieldname: 'password' })]);
  });
});

describe('POST /api/authentication/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const revokedAt = async (token: string) =>
    (
      await t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM refresh_token WHERE token_hash = $1', [
        hashRefreshToken(token),
      ])
    ).rows[0].revoked_at;

  it('revokes the given refresh token only', async () => {
    const first = await login(t.app, 'demo');
    const second = await login(t.app, 'demo');
    const res = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: bearer(first.accessToken),
      payload: { refreshToken: first.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await revokedAt(first.refreshToken)).toBeInstanceOf(Date);
    expect(await revokedAt(second.refreshToken)).toBeNull();
  });

  it("revokes all of the user's refresh tokens without a body, but nobody else's", async () => {
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'demo');
    const other = await login(t.app, 'haupt');
    const res = await t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(a.accessToken) });
    expect(res.statusCode).toBe(204);
    expect(await revokedAt(a.refreshToken)).toBeInstanceOf(Date);
    expect(await revokedAt(b.refreshToken)).toBeInstanceOf(Date);
    expect(await revokedAt(other.refreshToken)).toBeNull();
  });

  it('ignores a refresh token of another user', async () => {
    const demo = await login(t.app, 'demo');
    const other = await login(t.app, 'haupt');
    const res = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: bearer(demo.accessToken),
      payload: { refreshToken: other.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect(await revokedAt(other.refreshToken)).toBeNull();
  });

  it.each([
    ['no token', async () => ({})],
    ['a malformed token', async () => bearer('kein.gueltiges.token')],
    [
      'a token signed with another secret',
      async () => {
        const { sub, iat: _iat, exp: _exp, ...rest } = decodeClaims((await login(t.app, 'demo')).accessToken);
        const forged = await new SignJWT({ ...rest, admin: true })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('15m')
          .sign(new TextEncoder().encode('x'.repeat(40)));
        return bearer(forged);
      },
    ],
  ])('needs a valid token: %s gives 401 relogin', async (_name, headersOf) => {
    const headers = await headersOf();
    const res = await t.app.inject({ method: 'POST', url: LOGOUT, headers, payload: { refreshToken: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(RELOGIN);
  });

  it('tells an expired token apart so the portal can refresh instead of logging out', async () => {
    const demo = decodeClaims((await login(t.app, 'demo')).accessToken);
    const { sub, iat: _iat, exp: _exp, ...rest } = demo;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: 'auth.expired',
        message: 'Anmeldung abgelaufen. Bitte melden Sie sich erneut an.',
      }),
    ]);
  });
});
