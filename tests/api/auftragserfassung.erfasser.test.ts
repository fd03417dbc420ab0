import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { newOrder } from './auftragserfassung.fixtures';

// Audit 4 and 5: the capturer is the session's user whatever the body says; templates go to the form's tenant only if the user may act for it.
describe('order capture: capturer and template tenant from the session', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });

  it.each([
    ['a new order', { copyId: undefined }],
    [
      "a copy that still carries the source's capturer, changer and history",
      {
        copyId: 0,
        erfasser: { name: 'haupt' },
        aenderer: { name: 'haupt' },
        datumErfasst: '2020-01-01T00:00:00.000Z',
        auftragshistorie: [{ datum: '2020-01-01', kommentar: 'fremd' }],
      },
    ],
  ])('stores the logged-in user as capturer and changer of %s', async (_, extra) => {
    const source = (
      await call(
        'haupt',
        'POST',
        '/api/auftraege',
        newOrder({ mandant: { id: await mandantId(t.db, 'Nordlicht Logistik Hamburg') } }),
      )
    ).json();
    const created = await call(
      'demo',
      'POST',
      '/api/auftraege',
      newOrder({ ...extra, ...(extra.copyId === 0 && { copyId: source.id }) }),
    );
    expect(created.statusCode).toBe(201);
    const order = (await call('demo', 'GET', `/api/auftraege/${created.json().id}`)).json();
    expect(order.erfasser).toEqual({ name: 'demo' });
    expect(order.aenderer).toEqual({ name: 'demo' });
    expect(JSON.stringify(order.auftragshistorie ?? [])).not.toContain('fremd');
  });

  it('saves a template under the tenant chosen in the form when the main client may act for it, else refuses it', async () => {
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const foreign = await mandantId(t.db, 'Bäckerei Sonnenschein KG');
    const saved = await call('haupt', 'POST', '/api/auftragsvorlagen', {
      vorlageName: 'Audit 5 Hamburg',
      mandant: { id: hamburg },
      auftrag: newOrder(),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().mandant.id).toBe(hamburg);
    expect(
      (await call('haupt', 'GET', `/api/auftragsvorlagen/exists?name=Audit%205%20Hamburg&mandantId=${hamburg}`)).json(),
    ).toEqual({ exists: true, id: saved.json().id, version: saved.json().version });
    const own = await mandantId(t.db, 'Spedition Nordlicht GmbH');
    expect(
      (await call('haupt', 'GET', `/api/auftragsvorlagen/exists?name=Audit%205%20Hamburg&mandantId=${own}`)).json(),
    ).toEqual({ exists: false, id: null, version: null });
    const refused = await call('haupt', 'POST', '/api/auftragsvorlagen', {
      vorlageName: 'Audit 5 fremd',
      mandant: { id: foreign },
      auftrag: newOrder(),
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('haupt', 'GET', `/api/auftragsvorlagen/exists?name=x&mandantId=${foreign}`)).statusCode).toBe(
      403,
    );
  });
});
