import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Json = Record<string, unknown>;

/**
 * The status translator and the default chain of the admin area (account-admin.md §4 Display statuses and shipment
 * statuses, §5 Lists, §8): every rule and every refusal, in German.
 */
describe('/api/sendungsstati: display statuses, shipment statuses and the default chain', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await login(t.app, 'admin')).accessToken);
    demo = bearer((await login(t.app, 'demo')).accessToken);
  });
  afterAll(() => t.app.close());
  const call = (method: HTTPMethods, url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
  const message = (res: { json: () => unknown }) => (res.json() as Json[])[0].message;
  const chainIds = async () =>
    (await call('GET', '/api/sendungsstati/defaultstatuskette')).json<Json[]>().map((e) => e.id as number);

  it('refuses every call of the translator to non-admins, the chain stays readable for every session', async () => {
    for (const [method, url] of [
      ['GET', '/api/sendungsstati'],
      ['GET', '/api/sendungsstati/anzeigestati-list'],
      ['GET', '/api/sendungsstati/freie-list'],
      ['GET', '/api/sendungsstati/anzeigestati/10'],
      ['GET', '/api/sendungsstati/10'],
      ['POST', '/api/sendungsstati/create'],
      ['POST', '/api/sendungsstati/update'],
      ['DELETE', '/api/sendungsstati'],
      ['POST', '/api/sendungsstati/updateStatuskette'],
    ] as const) {
      const res = await call(method, url, method === 'GET' ? undefined : { kurzBezeichnung: 'x' }, demo);
      expect(res.statusCode, url).toBe(403);
      expect(message(res)).toBe('Sie haben keine Berechtigung für diese Aktion.');
    }
    expect((await call('GET', '/api/sendungsstati/defaultstatuskette', undefined, demo)).statusCode).toBe(200);
  });

  it('lists display statuses, free and assigned shipment statuses; a search fires empty or from 2 characters', async () => {
    const display = (await call('GET', '/api/sendungsstati/anzeigestati-list')).json<Json[]>();
    expect(display.map((d) => d.id).slice(0, 2)).toEqual([1000001, 1000002]);
    expect((await call('GET', '/api/sendungsstati/freie-list')).json<Json[]>().map((s) => s.id)).toEqual([106]);
    const assigned = (await call('GET', '/api/sendungsstati/anzeigestati/20')).json<Json[]>();
    expect(assigned.map((s) => s.id).sort()).toEqual([102, 103]);
    const found = await call('GET', `/api/sendungsstati/anzeigestati-list?searchString=${encodeURIComponent('zust')}`);
    expect(found.json<Json[]>().map((d) => d.kurzBezeichnung)).toEqual(['In Zustellung']);
    const short = await call('GET', '/api/sendungsstati/freie-list?searchString=Z');
    expect(short.statusCode).toBe(400);
    expect(message(short)).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    expect((await call('GET', '/api/sendungsstati/105')).json()).toMatchObject({ kurzBezeichnung: 'Zugestellt' });
    expect((await call('GET', '/api/sendungsstati/999')).statusCode).toBe(404);
  });

  it('creates a display status with a trimmed name, refuses an empty one', async () => {
    const res = await call('POST', '/api/sendungsstati/create', {
      kurzBezeichnung: '  Verzollt  ',
      icon: 'bank-account',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kurzBezeichnung: 'Verzollt', icon: 'bank-account', version: 1 });
    expect(res.json().id).toBeGreaterThan(1000002);
    const empty = await call('POST', '/api/sendungsstati/create', { kurzBezeichnung: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Bitte geben Sie einen Statusnamen ein.');
    expect((await call('POST', '/api/sendungsstati/create', { kurzBezeichnung: 'x'.repeat(36) })).statusCode).toBe(400);
  });

  it('creates, assigns and deletes a shipment status; refuses an unknown display status', async () => {
    const created = await call('POST', '/api/sendungsstati/create', { kurzBezeichnung: 'Zoll', sdst_id_anzeige: null });
    expect(created.statusCode, created.body).toBe(201);
    const status = created.json<Json>();
    const free = (await call('GET', '/api/sendungsstati/freie-list?searchString=Zoll')).json<Json[]>();
    expect(free.map((s) => s.id)).toContain(status.id);
    const assigned = await call('POST', '/api/sendungsstati/update', { ...status, sdst_id_anzeige: 30 });
    expect(assigned.json()).toMatchObject({ sdst_id_anzeige: 30, version: 2 });
    const unknown = await call('POST', '/api/sendungsstati/update', { ...assigned.json<Json>(), sdst_id_anzeige: 77 });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe('Der gewählte Anzeigestatus ist nicht bekannt.');
    expect((await call('DELETE', '/api/sendungsstati', assigned.json())).statusCode).toBe(204);
    expect((await call('GET', `/api/sendungsstati/${status.id as number}`)).statusCode).toBe(404);
  });

  it('never deletes the first two display statuses nor one with assigned shipment statuses', async () => {
    for (const id of [1000001, 1000002]) {
      const res = await call('DELETE', '/api/sendungsstati', { id, kurzBezeichnung: 'Auftrag erfasst' });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(
        'Die ersten beiden Anzeigestatus (Auftrag erfasst, Auftrag übernommen) können nicht gelöscht werden.',
      );
    }
    const res = await call('DELETE', '/api/sendungsstati', { id: 20, kurzBezeichnung: 'Im Umschlaglager' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Bitte entfernen Sie zuerst alle zugeordneten Sendungsstati.');
    expect((await call('GET', '/api/sendungsstati/20')).statusCode).toBe(200);
  });

  it('refuses a save based on an old version with 409; of two saves of one version one wins', async () => {
    const status = (await call('GET', '/api/sendungsstati/30')).json<Json>();
    const [a, b] = await Promise.all([
      call('POST', '/api/sendungsstati/update', { ...status, kurzBezeichnung: 'Unterwegs' }),
      call('POST', '/api/sendungsstati/update', { ...status, kurzBezeichnung: 'Auf Tour' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(message(a.statusCode === 409 ? a : b)).toMatch(/^Der Datensatz wurde inzwischen von admin am .* geändert/);
    const missing = await call('POST', '/api/sendungsstati/update', { id: 30, kurzBezeichnung: 'Ohne Version' });
    expect(message(missing)).toBe('Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.');
  });

  it('reorders the default chain behind its two fixed entries by swapping order numbers', async () => {
    const chain = (await call('GET', '/api/sendungsstati/defaultstatuskette')).json<Json[]>();
    const numbers = chain.map((e) => e.anzeigefolge);
    const moved = [chain[0], chain[1], chain[3], chain[2], ...chain.slice(4)];
    const res = await call('POST', '/api/sendungsstati/updateStatuskette', moved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json[]>().map((e) => e.anzeigefolge)).toEqual(numbers);
    expect(await chainIds()).toEqual(moved.map((e) => e.id));

    const fixed = await call('POST', '/api/sendungsstati/updateStatuskette', [
      moved[2],
      ...moved.slice(0, 2),
      ...moved.slice(3),
    ]);
    expect(fixed.statusCode).toBe(400);
    expect(message(fixed)).toBe(
      'Die ersten beiden Einträge der Statuskette (Auftrag erfasst, Auftrag übernommen) stehen fest.',
    );
    const partial = await call('POST', '/api/sendungsstati/updateStatuskette', moved.slice(0, 3));
    expect(message(partial)).toBe('Die Statuskette muss genau die Einträge der gespeicherten Kette enthalten.');
    expect(await chainIds()).toEqual(moved.map((e) => e.id));
  });
});
