import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateKey } from '../../server/db';
import { freePort, startPortal, type RunningPortal } from '../e2e/helpers/portal';
import { startTogether } from '../e2e/helpers/startTogether';
import { DEMO_PASSWORD } from './helpers';
import { NGINX, startNginx, type RunningNginx } from './helpers/nginx';
import { createPostgresTestDatabase } from './helpers/postgresTemplate';

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

const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two real server processes (`server/server.ts`) on one PostgreSQL database behind a real nginx with round-robin, as
 * docs/operations.md deploys them: whatever one instance changes, the other enforces at once (no cache period), and
 * one instance stopped with SIGTERM during traffic costs no request. Runs with npm run test:pg (TEST_DATABASE_URL).
 */
describe.skipIf(!baseUrl || !NGINX)('two instances on one PostgreSQL behind nginx', () => {
  let a: RunningPortal;
  let b: RunningPortal;
  let proxy: RunningNginx;
  let db: pg.Client;
  let drop: () => Promise<void>;
  const upstream: Record<'A' | 'B', string> = { A: '', B: '' };

  beforeAll(async () => {
    const database = await createPostgresTestDatabase(baseUrl!, await templateKey());
    drop = database.drop;
    // The production default grace (server.ts): a stopping instance serves on until nginx has moved off it.
    const env = { DATABASE_URL: database.url, WEB_ROOT: '/nonexistent', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '5000' };
    [a, b] = await startTogether(startPortal({ env }), startPortal({ env }));
    upstream.A = new URL(a.baseUrl).host;
    upstream.B = new URL(b.baseUrl).host;
    proxy = await startNginx(await freePort(), [Number(new URL(a.baseUrl).port), Number(new URL(b.baseUrl).port)]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  }, 60_000);

  /** Lets the next request through nginx go to `node` (round-robin alternates): a probe that hit it shifts once more. */
  async function toward(node: 'A' | 'B') {
    for (let i = 0; i < 3; i++) {
      const probe = await fetch(`${proxy.baseUrl}/api/config-param/clientconfig`);
      await probe.arrayBuffer();
      if (probe.headers.get('x-upstream') !== upstream[node]) return;
    }
  }
  /** One request through nginx that instance `node` answers (checked by nginx's x-upstream header). */
  async function on(node: 'A' | 'B', method: string, url: string, options: { token?: string; body?: unknown } = {}) {
    await toward(node);
    const res = await fetch(`${proxy.baseUrl}${url}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    expect(res.headers.get('x-upstream')).toBe(upstream[node]);
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: () => JSON.parse(text) };
  }
  const loginOn = async (node: 'A' | 'B', username: string, password = DEMO_PASSWORD) => {
    const res = await on(node, 'POST', '/api/authentication/login', { body: { username, password } });
    expect(res.status).toBe(200);
    return res.json() as { accessToken: string; refreshToken: string };
  };
  const me = (node: 'A' | 'B', token: string) => on(node, 'GET', '/api/benutzer/currentAsList', { token });
  const userId = async (name: string) =>
    (await db.query<{ id: number }>('SELECT id FROM benutzer WHERE name = $1', [name])).rows[0].id;
  // Users are changed with the version read (409 on a concurrent change, 400 without).
  const userVersion = async (name: string) =>
    (await db.query<{ version: number }>('SELECT version FROM benutzer WHERE name = $1', [name])).rows[0].version;

  it('a login on A is refreshed on B, and both instances accept the new token', async () => {
    const session = await loginOn('A', 'haupt');
    const next = await on('B', 'POST', '/api/authentication/token', {
      body: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    });
    expect(next.status).toBe(200);
    const { accessToken } = next.json();
    expect((await me('A', accessToken)).status).toBe(200);
    expect((await me('B', accessToken)).status).toBe(200);
  });

  it('a logout on A is refused on B at once, although B had just checked the token', async () => {
    const session = await loginOn('A', 'metro');
    expect((await me('B', session.accessToken)).status).toBe(200);
    expect(
      (
        await on('A', 'POST', '/api/authentication/logout', {
          token: session.accessToken,
          body: { refreshToken: session.refreshToken },
        })
      ).status,
    ).toBe(204);
    expect((await me('B', session.accessToken)).status).toBe(401);
  });

  it.each([
    ['a password change', 'kunde-a', { password: 'Neues#Passwort7', passwordRepeat: 'Neues#Passwort7' }],
    ['a removal of the edit right', 'kunde-b', { edit: false }],
  ])('%s by the admin on A is refused on B at once', async (_case, name, body) => {
    const admin = await loginOn('A', 'admin');
    const session = await loginOn('B', name);
    expect((await me('B', session.accessToken)).status).toBe(200);
    expect(
      (
        await on('A', 'PUT', `/api/benutzer/${await userId(name)}`, {
          token: admin.accessToken,
          body: { name, version: await userVersion(name), ...body },
        })
      ).status,
    ).toBe(200);
    expect((await me('B', session.accessToken)).status).toBe(401);
    // The edit right no longer holds on B either: no order from the old token.
    expect((await on('B', 'POST', '/api/auftraege', { token: session.accessToken, body: newOrder() })).status).toBe(
      401,
    );
  });

  it('a deletion on A is refused on B at once, with 401 and not 500', async () => {
    const admin = await loginOn('A', 'admin');
    const session = await loginOn('B', 'kunde-c');
    expect((await me('B', session.accessToken)).status).toBe(200);
    expect(
      (await on('A', 'DELETE', `/api/benutzer/${await userId('kunde-c')}`, { token: admin.accessToken })).status,
    ).toBe(204);
    const gone = await me('B', session.accessToken);
    expect(gone.status).toBe(401);
    expect(gone.json()[0].message).toBe('Bitte melden Sie sich erneut an.');
  });

  it('6 wrong logins of one name spread over A and B: the sixth answers 429, also with the right password', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${proxy.baseUrl}/api/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'leser', password: 'falsch' }),
      });
      seen.add(res.headers.get('x-upstream')!);
      expect(res.status).toBe(401);
    }
    expect(seen).toEqual(new Set([upstream.A, upstream.B]));
    for (const node of ['A', 'B'] as const) {
      const res = await on(node, 'POST', '/api/authentication/login', {
        body: { username: 'leser', password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('two saves of one version of an order, on A and on B: the second answers 409', async () => {
    const demo = await loginOn('A', 'demo');
    const created = (await on('A', 'POST', '/api/auftraege', { token: demo.accessToken, body: newOrder() })).json();
    const url = `/api/auftraege/${created.id}`;
    const base = (await on('B', 'GET', url, { token: demo.accessToken })).json();
    expect(
      (
        await on('A', 'PUT', url, {
          token: demo.accessToken,
          body: newOrder({ hinweis: 'Rampe 3 (A)', version: base.version }),
        })
      ).status,
    ).toBe(200);
    const lost = await on('B', 'PUT', url, {
      token: demo.accessToken,
      body: newOrder({ hinweis: 'Tor 9 (B)', version: base.version }),
    });
    expect(lost.status).toBe(409);
    expect(lost.json()[0].message).toMatch(
      /^Der Datensatz wurde inzwischen von .+ geändert\. Bitte laden Sie ihn neu\.$/,
    );
    expect((await on('B', 'GET', url, { token: demo.accessToken })).json().hinweis).toBe('Rampe 3 (A)');
  });

  it('the count of a search on B includes an order written on A right after', async () => {
    const demo = await loginOn('B', 'demo');
    const search = '/api/auftraege/search?page=1&searchLimit=5';
    const total = async () =>
      Number((await on('B', 'GET', search, { token: demo.accessToken })).headers.get('total-search-results'));
    const before = await total();
    expect(await total()).toBe(before);
    expect((await on('A', 'POST', '/api/auftraege', { token: demo.accessToken, body: newOrder() })).status).toBe(201);
    expect(await total()).toBe(before + 1);
  });

  it('a configurator save on A is what B answers next', async () => {
    const admin = await loginOn('A', 'admin');
    // Read as a user of the admin's tenant: the save ends the admin's own session.
    const haupt = await loginOn('B', 'haupt');
    const read = async () =>
      (await on('B', 'GET', '/api/config-param/clientconfig', { token: haupt.accessToken }))
        .json()
        .find((p: { key: string }) => p.key === 'isShowAbsenderNeutral')?.value;
    const flipped = (await read()) === 'true' ? 'false' : 'true';
    expect(
      (
        await on('A', 'PUT', '/api/config-param/coco', {
          token: admin.accessToken,
          body: [{ key: 'isShowAbsenderNeutral', value: flipped }],
        })
      ).status,
    ).toBe(200);
    expect(await read()).toBe(flipped);
  });

  it('SIGTERM to A during traffic through nginx: no request fails, not even a POST, and B answers the rest', async () => {
    const demo = await loginOn('B', 'demo');
    const headers = { authorization: `Bearer ${demo.accessToken}`, 'content-type': 'application/json' };
    const answered: string[] = [];
    const failed: string[] = [];
    let created = 0;
    let running = true;
    // Readers search, writers create orders: nginx sends a POST only once, so only the instance's own stop protects it.
    const client = (writes: boolean) => async () => {
      while (running) {
        try {
          const res = writes
            ? await fetch(`${proxy.baseUrl}/api/auftraege`, {
                method: 'POST',
                headers,
                body: JSON.stringify(newOrder({ spedfremdnr: 'SIGTERM' })),
              })
            : await fetch(`${proxy.baseUrl}/api/auftraege/search?page=1&searchLimit=5`, { headers });
          await res.arrayBuffer();
          if (res.status === (writes ? 201 : 200)) answered.push(res.headers.get('x-upstream')!);
          else failed.push(`${res.status} ${res.headers.get('x-upstream')}`);
          if (writes && res.status === 201) created++;
        } catch (err) {
          failed.push(String(err));
        }
      }
    };
    const clients = [client(false), client(false), ...Array.from({ length: 6 }, () => client(true))].map((c) => c());
    while (new Set(answered).size < 2) await new Promise((r) => setTimeout(r, 20));
    await a.stop();
    const after = answered.length;
    while (answered.length < after + 20) await new Promise((r) => setTimeout(r, 20));
    running = false;
    await Promise.all(clients);
    expect(failed).toEqual([]);
    expect(created).toBeGreaterThan(0);
    expect(answered.slice(after + 4).every((u) => u.endsWith(upstream.B))).toBe(true);
  }, 60_000);
});
