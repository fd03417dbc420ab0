import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextPaths } from '../../server/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const ZEICHEN = 'Das Feld enthält ein unzulässiges Zeichen.';

/** A NUL or a lone surrogate is a client's mistake the database cannot store: 400 on the field, never 500. */
describe('characters the database cannot store', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/nul', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    headers = bearer((await login(t.app, 'haupt')).accessToken);
  });
  afterAll(() => t.app.close());

  it('names the path of every string or key holding one, and nothing else', () => {
    expect(
      unsafeTextPaths({ name: 'Nord\u0000licht', ok: 'Straße 😀', liste: [{ x: '\ud800' }], ['k\u0000']: 1 }),
    ).toEqual(['name', 'liste.0.x', 'k\u0000']);
    expect(unsafeTextPaths({ emoji: '😀', umlaut: 'Öl', zahl: 0, leer: null })).toEqual([]);
  });

  it.each([
    [
      'an order note',
      'POST',
      '/api/auftraege',
      { status: { id: 1 }, typ: 0, frankatur: { id: 5 }, hinweis: 'a\u0000b' },
      'hinweis',
    ],
    ['an address name', 'POST', '/api/adressen', { name: 'X\u0000', ort: 'Hamburg', plz: '20095', lkz: 'DE' }, 'name'],
    ['a login', 'POST', '/api/authentication/login', { username: 'demo\u0000', password: 'x' }, 'username'],
    ['a saved view', 'POST', '/api/userAnsichten/save/1', { configjson: '{"a":"\u0000"}' }, 'configjson'],
  ])('answers %s with a NUL 400 on its field', async (_name, method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { id: 'validation.zeichen', fieldname: field, severity: 'ERROR', header: 'Ungültige Eingabe', message: ZEICHEN },
    ]);
  });

  it('checks query and path parameters and a lone surrogate in raw JSON too', async () => {
    for (const url of [
      '/api/adressen/search?query=%00a',
      '/api/orte/search?ortsname=%00a',
      '/api/benutzer/checkName/a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()[0].message, url).toBe(ZEICHEN);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/adressen',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":"\\ud800x","ort":"Hamburg","plz":"20095","lkz":"DE"}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()[0]).toMatchObject({ fieldname: 'name', message: ZEICHEN });
  });

  it("answers a character the database refused anyway as the client's mistake, not as a 500", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([expect.objectContaining({ id: 'badRequest', message: ZEICHEN })]);
  });
});
