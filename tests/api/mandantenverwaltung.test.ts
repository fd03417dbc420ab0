import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, mandantId, type TestApp } from './helpers';

type Json = Record<string, unknown>;

/**
 * Tenant management of the admin area (account-admin.md §4 Tenants, §5 Lists, §7 Tenants, §8): the three lists with their
 * search rule, assigning and removing sub-tenants, registering and unregistering main tenants, every change versioned, and
 * the users of a changed tenant working with the new assignment at once.
 */
describe('/api/mandanten: tenant management of the admin area', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let haupt: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await login(t.app, 'admin')).accessToken);
    haupt = bearer((await login(t.app, 'haupt')).accessToken);
    for (const [key, name] of [
      ['nordlicht', 'Spedition Nordlicht GmbH'],
      ['bremen', 'Nordlicht Logistik Bremen'],
      ['sonnenschein', 'Bäckerei Sonnenschein KG'],
      ['kundeA', 'Papenburg Handelslogistik'],
      ['kundeB', 'Sievers Spedition KG'],
      ['kundeC', 'Haalboom Transport B.V.'],
    ]) {
      ids[key] = await mandantId(t.db, name);
    }
  });
  afterAll(() => t.app.close());
  const call = (method: HTTPMethods, url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
  const message = (res: { json: () => unknown }) => (res.json() as Json[])[0].message;
  const names = async (url: string, headers = admin) =>
    (await call('GET', url, undefined, headers)).json<Json[]>().map((m) => m.name);
  const read = async (id: number) => (await call('GET', `/api/mandanten/${id}`)).json<Json>();
  const put = async (id: number, hauptmandantId: number | null, version?: number) =>
    call('PUT', `/api/mandanten/${id}`, { id, hauptmandantId, version: version ?? (await read(id)).version });

  it('refuses the lists and every change to non-admins, main tenants included', async () => {
    const demo = bearer((await login(t.app, 'demo')).accessToken);
    for (const headers of [haupt, demo]) {
      for (const [method, url] of [
        ['GET', '/api/mandanten/allmandanten'],
        ['GET', '/api/mandanten/freiemandanten'],
        ['GET', '/api/mandanten/hauptmandanten-list'],
        ['PUT', `/api/mandanten/${ids.sonnenschein}`],
        ['POST', `/api/mandanten/hauptmandant/unregister?ids=${ids.nordlicht}`],
      ] as const) {
        const res = await call(
          method,
          url,
          method === 'PUT' ? { hauptmandantId: null, version: 1 } : undefined,
          headers,
        );
        expect(res.statusCode, url).toBe(403);
        expect(message(res)).toBe('Sie haben keine Berechtigung für diese Aktion.');
      }
    }
  });

  it('lists main tenants, free tenants and all tenants by German name; a search fires empty or from 2 characters', async () => {
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual(['Spedition Nordlicht GmbH']);
    expect(await names('/api/mandanten/freiemandanten')).toEqual([
      'Bäckerei Sonnenschein KG',
      'Haalboom Transport B.V.',
      'Papenburg Handelslogistik',
      'Sievers Spedition KG',
    ]);
    expect(await names('/api/mandanten/allmandanten')).toHaveLength(7);
    expect(await names('/api/mandanten/allmandanten?searchString=nordlicht')).toEqual([
      'Nordlicht Logistik Bremen',
      'Nordlicht Logistik Hamburg',
      'Spedition Nordlicht GmbH',
    ]);
    expect(await names('/api/mandanten/freiemandanten?searchString=SIEV')).toEqual(['Sievers Spedition KG']);
    expect(await names('/api/mandanten/hauptmandanten-list?searchString=%20')).toEqual(['Spedition Nordlicht GmbH']);
    expect(await names(`/api/mandanten/untermandant/${ids.nordlicht}?searchString=br`)).toEqual([
      'Nordlicht Logistik Bremen',
    ]);
    for (const list of ['allmandanten', 'freiemandanten', 'hauptmandanten-list', `untermandant/${ids.nordlicht}`]) {
      const short = await call('GET', `/api/mandanten/${list}?searchString=N`);
      expect(short.statusCode, list).toBe(400);
      expect(message(short)).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    }
  });

  it("assigns a free tenant to a main tenant and removes it again; the main tenant's users see it at once", async () => {
    const metro = await login(t.app, 'metro');
    expect((await call('GET', `/api/mandanten/${ids.sonnenschein}`, undefined, haupt)).statusCode).toBe(404);

    const assigned = await put(ids.sonnenschein, ids.nordlicht);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ name: 'Bäckerei Sonnenschein KG', hauptmandantId: ids.nordlicht });
    // haupt's session, unchanged: the selector, the sub-tenant list and the right to read the tenant follow at once.
    expect(await names('/api/mandanten/hauptmandant-summary', haupt)).toEqual([
      'Spedition Nordlicht GmbH',
      'Bäckerei Sonnenschein KG',
      'Nordlicht Logistik Bremen',
      'Nordlicht Logistik Hamburg',
    ]);
    expect((await call('GET', `/api/mandanten/${ids.sonnenschein}`, undefined, haupt)).statusCode).toBe(200);
    expect(await names('/api/mandanten/freiemandanten')).not.toContain('Bäckerei Sonnenschein KG');
    // The sub-tenant's own users: their token carried the old main tenant, one 401 and the refresh bring the new one.
    const stale = await call('GET', '/api/mandanten/hauptmandant', undefined, bearer(metro.accessToken));
    expect(stale.statusCode).toBe(401);
    expect(message(stale)).toBe('Anmeldung abgelaufen. Bitte melden Sie sich erneut an.');
    const refreshed = await call('POST', '/api/authentication/token', {
      accessToken: metro.accessToken,
      refreshToken: metro.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const metroNow = bearer(refreshed.json<{ accessToken: string }>().accessToken);
    expect((await call('GET', '/api/mandanten/hauptmandant', undefined, metroNow)).json()).toMatchObject({
      name: 'Spedition Nordlicht GmbH',
    });

    const removed = await put(ids.sonnenschein, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ hauptmandantId: null });
    expect(await names('/api/mandanten/hauptmandant-summary', haupt)).not.toContain('Bäckerei Sonnenschein KG');
    expect((await call('GET', `/api/mandanten/${ids.sonnenschein}`, undefined, haupt)).statusCode).toBe(404);
    expect(await names('/api/mandanten/freiemandanten')).toContain('Bäckerei Sonnenschein KG');
  });

  it('registers a main tenant, refuses to unregister it while it has sub-tenants, then unregisters it', async () => {
    const kundeA = await login(t.app, 'kunde-a');
    expect(decodeClaims(kundeA.accessToken).hauptmandant).toBe(false);
    const registered = await put(ids.kundeA, ids.kundeA);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ hauptmandantId: ids.kundeA });
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual([
      'Papenburg Handelslogistik',
      'Spedition Nordlicht GmbH',
    ]);
    // kunde-a's users become main-tenant users with their next call (the refresh after one 401).
    expect(
      (await call('GET', '/api/mandanten/is-hauptmandant', undefined, bearer(kundeA.accessToken))).statusCode,
    ).toBe(401);
    const refreshed = await call('POST', '/api/authentication/token', {
      accessToken: kundeA.accessToken,
      refreshToken: kundeA.refreshToken,
    });
    expect(decodeClaims(refreshed.json<{ accessToken: string }>().accessToken).hauptmandant).toBe(true);

    expect((await put(ids.kundeB, ids.kundeA)).statusCode).toBe(200);
    const before = await read(ids.kundeA);
    for (const [method, url, body] of [
      ['POST', `/api/mandanten/hauptmandant/unregister?ids=${ids.nordlicht}&ids=${ids.kundeA}`, undefined],
      ['PUT', `/api/mandanten/${ids.kundeA}`, { hauptmandantId: null, version: before.version }],
    ] as const) {
      const refused = await call(method, url, body);
      expect(refused.statusCode, url).toBe(400);
      expect(message(refused)).toBe('Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.');
    }
    expect(await read(ids.kundeA)).toMatchObject({ hauptmandantId: ids.kundeA, version: before.version });
    expect(await read(ids.nordlicht)).toMatchObject({ hauptmandantId: ids.nordlicht });

    expect((await put(ids.kundeB, null)).statusCode).toBe(200);
    const version = (await read(ids.kundeA)).version as number;
    const done = await call('POST', `/api/mandanten/hauptmandant/unregister?ids=${ids.kundeA}&versions=${version}`);
    expect(done.statusCode).toBe(204);
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual(['Spedition Nordlicht GmbH']);
    expect(await names('/api/mandanten/freiemandanten')).toContain('Papenburg Handelslogistik');
  });

  it('refuses an assignment to a tenant that is not a main tenant and a sub-tenant as main tenant', async () => {
    const notMain = await put(ids.kundeC, ids.kundeB);
    expect(notMain.statusCode).toBe(400);
    expect(message(notMain)).toBe('Der gewählte Mandant ist kein Hauptmandant.');
    const sub = await put(ids.bremen, ids.bremen);
    expect(sub.statusCode).toBe(400);
    expect(message(sub)).toBe(
      'Ein Untermandant kann nicht Hauptmandant werden. Bitte heben Sie zuerst die Zuordnung auf.',
    );
    expect((await call('PUT', '/api/mandanten/999999', { hauptmandantId: null, version: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/api/mandanten/hauptmandant/unregister?ids=999999')).statusCode).toBe(404);
  });

  it('an assignment and the unregistering of its main tenant at the same time: never a sub-tenant of a non-main tenant', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await put(ids.kundeA, ids.kundeA)).statusCode).toBe(200);
      const [assigned, unregistered] = await Promise.all([
        put(ids.kundeB, ids.kundeA),
        call('POST', `/api/mandanten/hauptmandant/unregister?ids=${ids.kundeA}`),
      ]);
      const sub = await read(ids.kundeB);
      const main = await read(ids.kundeA);
      if (sub.hauptmandantId === ids.kundeA) {
        expect(main.hauptmandantId).toBe(ids.kundeA);
        expect(unregistered.statusCode).toBe(400);
        expect((await put(ids.kundeB, null)).statusCode).toBe(200);
      } else {
        expect(assigned.statusCode).toBe(400);
        expect(unregistered.statusCode).toBe(204);
      }
      if (main.hauptmandantId === ids.kundeA) {
        expect((await call('POST', `/api/mandanten/hauptmandant/unregister?ids=${ids.kundeA}`)).statusCode).toBe(204);
      }
    }
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual(['Spedition Nordlicht GmbH']);
  });

  it('versions every change: a change based on an older version answers 409 with the text of orders', async () => {
    const seen = (await read(ids.kundeC)).version as number;
    expect((await put(ids.kundeC, ids.nordlicht, seen)).statusCode).toBe(200);
    const late = await put(ids.kundeC, null, seen);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toMatch(
      /^Der Datensatz wurde inzwischen von admin am \d\d\.\d\d\.\d{4} \d\d:\d\d geändert\. Bitte laden Sie ihn neu\.$/,
    );
    expect(await read(ids.kundeC)).toMatchObject({ hauptmandantId: ids.nordlicht });
    const missing = await call('PUT', `/api/mandanten/${ids.kundeC}`, { hauptmandantId: null });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.');
    expect((await put(ids.kundeC, null)).statusCode).toBe(200);

    const main = (await read(ids.nordlicht)).version as number;
    const staleUnregister = await call(
      'POST',
      `/api/mandanten/hauptmandant/unregister?ids=${ids.nordlicht}&versions=${main - 1 || main + 1}`,
    );
    expect(staleUnregister.statusCode).toBe(409);
    const uneven = await call(
      'POST',
      `/api/mandanten/hauptmandant/unregister?ids=${ids.nordlicht}&ids=${ids.kundeA}&versions=${main}`,
    );
    expect(uneven.statusCode).toBe(400);
    expect(message(uneven)).toBe('Bitte zu jedem Mandanten genau eine Version angeben.');
  });
});
