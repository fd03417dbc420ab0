import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRequestSchemas } from '../../server/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers';

// Requests are checked against the contract, i.e. the entity documents of schemas/, before any route
// logic runs – for built and not yet built operations alike.
describe('contract validation of requests', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer((await login(t.app, 'demo')).accessToken);
  });
  afterAll(() => t.app.close());

  it('reports each body field by its path with the catalogue message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/adressen',
      headers,
      payload: { name: 'Spedition mit einem viel zu langen Firmennamen GmbH', ort: 'Hamburg', plz: '2009512345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldname: 'name', message: 'max. 35 Zeichen', severity: 'ERROR' }),
        expect.objectContaining({ fieldname: 'plz', message: 'max. 9 Zeichen' }),
      ]),
    );
  });

  it('names a missing mandatory body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/adressen', headers, payload: { name: 'Nordlicht' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toContainEqual(
      expect.objectContaining({ fieldname: 'ort', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.' }),
    );
  });

  it('checks path and query parameters', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/api/auftraege/abc', headers });
    expect(path.statusCode).toBe(400);
    expect(path.json()[0]).toMatchObject({ fieldname: 'id', message: 'Ungültiger Wert.' });
    const ids = await t.app.inject({ method: 'DELETE', url: '/api/auftraege', headers });
    expect(ids.statusCode).toBe(400);
    expect(ids.json()[0]).toMatchObject({ fieldname: 'ids' });
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/auftragexport/countexportcsvmtl?datumVon=2026-13-45&datumBis=2026-11-01',
      headers,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json()[0]).toMatchObject({ fieldname: 'datumVon', message: 'Bitte ein gültiges Datum eingeben.' });
  });

  it('refuses a body that is not JSON of the right type, without a 5xx', async () => {
    // The configurator is the admins' (a67d059: non-admins get 403 before validation), so an admin sends the bad body.
    const admin = bearer((await login(t.app, 'admin')).accessToken);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      payload: '"nur Text"',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('writes parameter schemas out so their defaults apply', () => {
    const found = contractRequestSchemas('GET', '/api/orte/name-with-plz/autoCompleteMatches/:searchParam');
    expect(found?.querystring).toMatchObject({ properties: { maxResults: { type: 'integer', default: 10 } } });
  });
});
