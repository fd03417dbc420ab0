import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRUTE_FORCE_DEFAULTS } from '../../server/plugins';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers';

const LOGIN = '/api/authentication/login';
const TOO_MANY = /^Zu viele Versuche\. Bitte versuchen Sie es in (\d+) Sekunden erneut\.$/;

// The real defaults (5 per name, 30/20 per address, one minute); only the clock is fake, so the window can pass.
describe('brute-force limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.setSystemTime(Date.now() + BRUTE_FORCE_DEFAULTS.login.windowMs + 1000);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.app.close();
  });

  const attempt = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress });
  const expectTooMany = (res: Awaited<ReturnType<typeof attempt>>) => {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    const [note] = res.json<{ id: string; message: string }[]>();
    expect(note.id).toBe('auth.zuVieleVersuche');
    expect(note.message).toMatch(TOO_MANY);
    expect(Number(TOO_MANY.exec(note.message)![1])).toBe(seconds);
  };

  it('refuses the 6th failed login of one name from one address within a minute with 429, Retry-After and a German text, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('demo', 'falsch')).statusCode).toBe(401);
    expectTooMany(await attempt('demo', 'falsch'));
    expectTooMany(await attempt('DEMO ', DEMO_PASSWORD));
    // Other names still log in, from another address and from the same one.
    expect((await attempt('haupt', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('leser', DEMO_PASSWORD)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await attempt('demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never stops the right password from an address that has not failed: nobody locks a known user out', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('kunde-b', 'falsch', '10.0.5.1')).statusCode).toBe(401);
    expectTooMany(await attempt('kunde-b', DEMO_PASSWORD, '10.0.5.1'));
    expect((await attempt('kunde-b', DEMO_PASSWORD, '10.0.5.2')).statusCode).toBe(200);
    // The fresh address has its own budget for the name: five wrong passwords there, then its block too.
    for (let i = 0; i < 5; i++) expect((await attempt('kunde-b', 'falsch', '10.0.5.3')).statusCode).toBe(401);
    expectTooMany(await attempt('kunde-b', DEMO_PASSWORD, '10.0.5.3'));
    expect((await attempt('kunde-b', DEMO_PASSWORD, '10.0.5.4')).statusCode).toBe(200);
  });

  it('counts parallel wrong passwords of one name and address before they are answered', async () => {
    const codes = (await Promise.all(Array.from({ length: 10 }, () => attempt('kunde-c', 'falsch', '10.0.6.1')))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('never counts successful logins', async () => {
    for (let i = 0; i < 8; i++) expect((await attempt('metro', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('metro', 'falsch')).statusCode).toBe(401);
    expectTooMany(await attempt('metro', 'falsch'));
  });

  it('limits one address over many names', async () => {
    for (let i = 0; i < BRUTE_FORCE_DEFAULTS.login.perAddress; i++)
      expect((await attempt(`probe${i}`, 'falsch', '10.0.0.3')).statusCode).toBe(401);
    expectTooMany(await attempt('admin', DEMO_PASSWORD, '10.0.0.3'));
    expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('lets anonymous callers check at most 5 times per name and 20 names per address; sessions are not limited', async () => {
    const check = (name: string, remoteAddress = '10.0.1.1', headers = {}) =>
      t.app.inject({ method: 'GET', url: `/api/benutzer/checkName/${name}`, remoteAddress, headers });
    for (let i = 0; i < 5; i++) expect((await check('kunde-a', `10.0.1.${10 + i}`)).json()).toBe(true);
    expectTooMany(await check('kunde-a', '10.0.1.20'));
    for (let i = 0; i < BRUTE_FORCE_DEFAULTS.account.perAddress; i++)
      expect((await check(`frei${i}`)).statusCode).toBe(200);
    expectTooMany(await check('frei-noch-einer'));
    const admin = await login(t.app, 'admin');
    for (let i = 0; i < 25; i++)
      expect((await check('kunde-a', '10.0.1.1', bearer(admin.accessToken))).json()).toBe(true);
  });

  it('limits forgotten-password requests and registrations per name', async () => {
    const forget = () =>
      t.app.inject({ method: 'POST', url: '/api/benutzer/forget?nameOrEmail=kunde-b', remoteAddress: '10.0.2.1' });
    for (let i = 0; i < 5; i++) expect((await forget()).statusCode).toBe(204);
    expectTooMany(await forget());
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/registrierung',
        remoteAddress: '10.0.2.2',
        payload: { name: 'kunde-c' },
      });
    for (let i = 0; i < 5; i++) expect((await register()).statusCode).toBe(400);
    expectTooMany(await register());
  });
});
