import { readFileSync } from 'node:fs';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../openapi';
import { isAdminOperation, notImplementedProblem, splitOperationKey, toFastifyPath } from '../../server/contract';
import { bearer, checkAnswer, createTestApp, login, multipartUpload } from './helpers';

const API_DOC = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const keys = Object.keys(operations).sort();

/** The list under the heading of docs/api.md that names the operations answering 501. */
function documentedGapList(): string[] {
  const section = API_DOC.split(/^## /m).find((s) => s.startsWith('Noch nicht umgesetzte API-Aufrufe')) ?? '';
  return [...section.matchAll(/^- `([A-Z]+ \/api\/[^`]+)`/gm)].map((m) => m[1]).sort();
}

describe('every contract operation has a route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it.each(keys)('%s', (key) => {
    const { method, path } = splitOperationKey(key);
    expect(app.hasRoute({ method: method as HTTPMethods, url: toFastifyPath(path) })).toBe(true);
  });

  it('has a route for every operation: no stand-in answers 501', () => {
    expect(app.notImplementedOperations).toEqual([]);
  });

  it('words the stand-in of an operation without its logic in German (501, Noch nicht verfügbar)', () => {
    const problem = notImplementedProblem('beispiel');
    expect(problem.statusCode).toBe(501);
    expect(problem.notifications[0]).toMatchObject({
      id: 'notImplemented.beispiel',
      severity: 'ERROR',
      header: 'Noch nicht verfügbar',
      message: 'Diese Funktion steht im Portal noch nicht zur Verfügung.',
    });
  });

  it('keeps the list of 501 operations in docs/api.md current', () => {
    expect(documentedGapList()).toEqual([...app.notImplementedOperations].sort());
  });

  it('answers anonymous callers of a public operation with an optional session (the toll box beside the login)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/maut/mautberechnung',
      payload: { abgangLKZ: 'DE', abgangPlz: '20457', empfaengerLKZ: 'AT', empfaengerPlz: '6020', gewicht: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mautbetrag: expect.any(Number),
      message: expect.stringMatching(/^Schätzung: /),
    });
  });

  it("lists the toll calculator's countries to anonymous callers, by name, with their postcode length", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/maut/laender' });
    expect(res.statusCode, res.body).toBe(200);
    const laender = res.json<{ lkz: string; bezeichnung: string; plzlaenge: number }[]>();
    expect(laender).toContainEqual(expect.objectContaining({ lkz: 'DE', bezeichnung: 'Deutschland', plzlaenge: 5 }));
    expect(laender.map((l) => l.bezeichnung)).toEqual(
      [...laender.map((l) => l.bezeichnung)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(laender.findIndex((l) => l.lkz === 'AT')).toBeLessThan(laender.findIndex((l) => l.lkz === 'PL'));
  });

  it('leaves no operation of the admin area unbuilt (each answers non-admins 403 in its own tests)', () => {
    const adminKeys = app.notImplementedOperations.filter((key) =>
      isAdminOperation(splitOperationKey(key).method, splitOperationKey(key).path),
    );
    expect(adminKeys).toEqual([]);
    expect(isAdminOperation('GET', '/api/sendungsstati/defaultstatuskette')).toBe(false);
  });

  it('refuses non-admins in the admin area before reading the body (premium upload answered 415)', async () => {
    const demo = bearer((await login(app, 'demo')).accessToken);
    const upload = multipartUpload('PK fake xlsx', { dateiname: 'premium.xlsx' });
    const premium = await app.inject({
      method: 'POST',
      url: '/api/premium/upload',
      payload: upload.payload,
      headers: { ...demo, ...upload.headers },
    });
    expect(premium.statusCode, premium.body).toBe(403);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/sendungsstati/create',
      payload: '{kaputt',
      headers: { ...demo, 'content-type': 'application/json' },
    });
    expect(broken.statusCode, broken.body).toBe(403);
    expect(broken.json()[0]).toMatchObject({ id: 'auth.forbidden' });
  });

  it('serves the contract as interactive docs at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const count = Object.values(doc.paths as Record<string, object>).reduce(
      (n, item) => n + Object.keys(item).filter((k) => k !== 'parameters').length,
      0,
    );
    expect(count).toBe(keys.length);
    expect(JSON.stringify(doc)).not.toContain('.schema.json');
  });
});

describe('the contract check itself', () => {
  const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

  it('flags an answer that breaks the contract', () => {
    expect(checkAnswer('POST', '/api/authentication/login', 200, {}, JSON.stringify({ accessToken: 1 }))).not.toEqual(
      [],
    );
    expect(checkAnswer('POST', '/api/authentication/login', 418, {}, '[]')).toEqual([
      'POST /api/authentication/login → 418: Status nicht im Vertrag',
    ]);
    expect(checkAnswer('POST', '/api/authentication/login', 401, JSON_TYPE, JSON.stringify([{ id: 'x' }]))).not.toEqual(
      [],
    );
  });

  it('flags validation and fixed notifications not worded by the translation catalogue', () => {
    const n = (id: string, message: string) => ({
      id,
      fieldname: 'name',
      severity: 'ERROR',
      header: 'Benutzer',
      message,
    });
    const answer = (...list: object[]) =>
      checkAnswer('POST', '/api/authentication/login', 401, JSON_TYPE, JSON.stringify(list));
    expect(
      answer(n('validation.maxLength', 'max. 30 Zeichen'), n('auth.relogin', 'Bitte melden Sie sich erneut an.')),
    ).toEqual([]);
    expect(answer(n('validation.maxLength', 'must NOT have more than 30 characters'))).toHaveLength(1);
    expect(answer(n('auth.relogin', 'Bitte erneut anmelden.'))).toHaveLength(1);
  });

  it('flags an answer whose media type the contract does not name', () => {
    const answer = JSON.stringify({ accessToken: 'a', refreshToken: 'b', userId: 1, username: 'demo' });
    expect(
      checkAnswer('POST', '/api/authentication/login', 200, { 'content-type': 'text/plain; charset=utf-8' }, answer),
    ).toEqual(['POST /api/authentication/login → 200: Content-Type text/plain nicht im Vertrag (application/json)']);
    expect(
      checkAnswer(
        'POST',
        '/api/authentication/login',
        200,
        { 'content-type': 'application/json; charset=utf-8' },
        answer,
      ),
    ).toEqual([]);
  });

  it('accepts a conforming answer', () => {
    const notification = {
      id: 'login.failed',
      fieldname: null,
      severity: 'ERROR',
      header: 'Anmeldung fehlgeschlagen',
      message: 'Benutzername oder Passwort ist falsch.',
    };
    expect(checkAnswer('POST', '/api/authentication/login', 401, JSON_TYPE, JSON.stringify([notification]))).toEqual(
      [],
    );
  });
});
