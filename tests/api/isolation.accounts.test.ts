import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';

/**
 * Tenant × role × resource for the account area, seen from the data of the sub-tenant Hamburg (user demo):
 * demo (Hamburg, edit), leser (Bremen, no edit), haupt (main tenant Nordlicht), admin, metro (free tenant), kunde-a (variant A).
 */
const USERS = ['demo', 'leser', 'haupt', 'admin', 'metro', 'kunde-a'] as const;
type User = (typeof USERS)[number];
const FAMILY: Record<User, boolean> = {
  demo: true,
  leser: false,
  haupt: true,
  admin: true,
  metro: false,
  'kunde-a': false,
};
const ADDRESS_WRITE: Record<User, number> = {
  demo: 200,
  leser: 403,
  haupt: 200,
  admin: 200,
  metro: 404,
  'kunde-a': 404,
};
// Another user's e-mail (where the forgotten-password mail goes) is changed only by the user himself and admins.
const EMAIL_WRITE: Record<User, number> = { demo: 200, leser: 404, haupt: 403, admin: 200, metro: 404, 'kunde-a': 404 };

describe('isolation matrix of addresses, users and tenants', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids = { hamburg: 0, address: 0, demo: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of USERS) tok[u] = (await login(t.app, u)).accessToken;
    ids.hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    ids.address = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung ORDER BY id LIMIT 1',
        [ids.hamburg],
      )
    ).rows[0].id;
    ids.demo = (await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'demo'")).rows[0].id;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });
  const code = async (user: string, url: string) => (await call(user, 'GET', url)).statusCode;

  it.each(USERS)(
    "%s reads Hamburg's address, address list, tenant, tenant address and user demo only inside the family",
    async (user) => {
      const seen = FAMILY[user];
      expect(await code(user, `/api/adressen/${ids.address}`)).toBe(seen ? 200 : 404);
      expect(await code(user, `/api/adressen/mandant/${ids.hamburg}`)).toBe(seen ? 200 : 403);
      expect(await code(user, `/api/adressen/search?mandantId=${ids.hamburg}`)).toBe(seen ? 200 : 403);
      expect(await code(user, `/api/adressen/mandantadresse/${ids.hamburg}`)).toBe(seen ? 200 : 404);
      expect(await code(user, `/api/mandanten/${ids.hamburg}`)).toBe(seen ? 200 : 404);
      expect(await code(user, `/api/benutzer/${ids.demo}`)).toBe(seen ? 200 : 404);
    },
  );

  it.each(USERS)("%s changes Hamburg's address and user demo exactly as the matrix allows", async (user) => {
    const address = (await call('admin', 'GET', `/api/adressen/${ids.address}`)).json();
    expect(
      (await call(user, 'PUT', `/api/adressen/${ids.address}`, { ...address, kontakt: `Kontakt ${user}` })).statusCode,
    ).toBe(ADDRESS_WRITE[user]);
    const changed = await call(user, 'PUT', `/api/benutzer/${ids.demo}`, {
      name: 'demo',
      email: `${user}@nordlicht.example`,
    });
    expect(changed.statusCode).toBe(EMAIL_WRITE[user]);
  });

  it.each(USERS)('%s always reads the own tenant, its address and its address book', async (user) => {
    expect(await code(user, '/api/adressen/currentMandantAdresse')).toBe(200);
    const own = await call(user, 'GET', '/api/adressen/search?page=1&searchLimit=5');
    expect(Number(own.headers['total-search-results'])).toBeGreaterThan(0);
    expect((await call(user, 'GET', '/api/mandanten/hauptmandant-summary')).json().length).toBeGreaterThan(0);
  });

  it.each(USERS)('%s reaches the tenant management of the admin area only as admin', async (user) => {
    for (const url of [
      '/api/mandanten/allmandanten',
      '/api/mandanten/freiemandanten',
      '/api/mandanten/hauptmandanten-list',
    ]) {
      expect(await code(user, url)).toBe(user === 'admin' ? 200 : 403);
    }
    expect(
      (await call(user, 'PUT', `/api/mandanten/${ids.hamburg}`, { name: 'Nordlicht Logistik Hamburg' })).statusCode,
    ).toBe(user === 'admin' ? 200 : 403);
    // Refused before the request is validated: without ids an admin hears 400, everybody else 403.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/mandanten/hauptmandant/unregister',
          headers: bearer(tok[user]),
        })
      ).statusCode,
    ).toBe(user === 'admin' ? 400 : 403);
  });

  it('shows users the own tenant, a main tenant also its sub-tenants, admins all', async () => {
    const names = async (user: string) =>
      (await call(user, 'GET', '/api/benutzer')).json().map((u: { name: string }) => u.name);
    expect(await names('leser')).toEqual(['leser']);
    expect(await names('kunde-a')).toEqual(['kunde-a']);
    expect(await names('metro')).toEqual(['metro']);
    expect(await names('haupt')).toEqual(['admin', 'demo', 'haupt', 'leser']);
    expect(await names('admin')).toEqual(['admin', 'demo', 'haupt', 'kunde-a', 'kunde-b', 'kunde-c', 'leser', 'metro']);
  });
});
