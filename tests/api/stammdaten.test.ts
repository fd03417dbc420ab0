import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Item = { id: number; kurzBezeichnung: string; langBezeichnung: string; bezkurz?: string };
const RELOGIN = [
  {
    id: 'auth.relogin',
    fieldname: null,
    severity: 'ERROR',
    header: 'Anmeldung',
    message: 'Bitte melden Sie sich erneut an.',
  },
];
const FORBIDDEN = [
  {
    id: 'auth.forbidden',
    fieldname: null,
    severity: 'ERROR',
    header: 'Keine Berechtigung',
    message: 'Sie haben keine Berechtigung für diese Aktion.',
  },
];

describe('stammdaten (order-form code lists)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, user = 'demo') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]) });
  const ids = async (url: string, user = 'demo') => (await get(url, user)).json<Item[]>().map((i) => i.id);

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of ['demo', 'haupt', 'admin', 'leser', 'metro'])
      tokens[user] = (await login(t.app, user)).accessToken;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("lists the Frankaturen of the caller's tenant, default 5 frei Haus included", async () => {
    const res = await get('/api/frankaturen');
    expect(res.statusCode).toBe(200);
    expect(res.json<Item[]>().map((f) => f.id)).toEqual([1, 2, 4, 5, 8]);
    expect(res.json<Item[]>()).toContainEqual({
      id: 5,
      kurzBezeichnung: 'frei Haus',
      langBezeichnung: 'frei Haus – Versender trägt alle Kosten',
    });
    expect(await ids('/api/frankaturen', 'metro')).toEqual([2, 5]);
    expect(await ids('/api/frankaturen', 'haupt')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives a main tenant the lists of its sub-tenants and refuses foreign tenants', async () => {
    const bremen = await mandantId(t.db, 'Nordlicht Logistik Bremen');
    const sonnenschein = await mandantId(t.db, 'Bäckerei Sonnenschein KG');
    expect(await ids(`/api/verkehrsarten?mandant=${bremen}`, 'haupt')).toEqual([1, 2, 4]);
    expect(await ids(`/api/frankaturen?mandant=${sonnenschein}`, 'admin')).toEqual([2, 5]);
    const foreign = await get(`/api/frankaturen?mandant=${sonnenschein}`, 'haupt');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(FORBIDDEN);
    expect((await get(`/api/lademittel?mandant=${bremen}`, 'demo')).statusCode).toBe(403);
    expect((await get('/api/lademittel?mandant=99999', 'admin')).json()[0]).toMatchObject({
      id: 'stammdaten.mandantUnbekannt',
      fieldname: 'mandant',
    });
  });

  it("falls back to the main tenant's selection, then to the whole list", async () => {
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    await t.db.query('DELETE FROM mandant_sperrigkeit WHERE mandant_id = $1', [hamburg]);
    expect(await ids('/api/sperrigkeiten')).toEqual([1, 2, 3, 4, 5]);
    await t.db.query('DELETE FROM mandant_anlieferkennzeichen');
    expect(await ids('/api/anlieferkennzeichen', 'metro')).toEqual([1, 2, 3, 4]);
  });

  it('serves Verkehrsart 1 national and 4 international, Terminarten sorted with Fixtermin 4 and premium 50-52', async () => {
    expect((await get('/api/verkehrsarten/1')).json()).toMatchObject({ id: 1, kurzBezeichnung: 'National' });
    expect((await get('/api/verkehrsarten/4')).json()).toMatchObject({ id: 4, kurzBezeichnung: 'International' });
    const termine = (await get('/api/terminkennzeichen')).json<Item[]>();
    const names = termine.map((x) => x.kurzBezeichnung);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(termine.filter((x) => x.id >= 50).map((x) => x.kurzBezeichnung)).toEqual(
      ['Premium 8', 'Premium 10', 'Premium 12'].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect((await get('/api/terminkennzeichen/4')).json()).toMatchObject({ id: 4, kurzBezeichnung: 'Fixtermin' });
    const zustell = (await get('/api/zustellkennzeichen', 'haupt')).json<Item[]>().map((x) => x.kurzBezeichnung);
    expect(zustell).toEqual([...zustell].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('serves currencies, owners, Metro-Kennungen and order statuses', async () => {
    expect((await get('/api/waehrungen/2')).json()).toEqual({ id: 2, bezeichnungKurz: 'EUR' });
    expect((await get('/api/waehrungen')).json()).toContainEqual({ id: 3, bezeichnungKurz: 'CHF' });
    expect((await get('/api/eigentuemer')).json()).toContainEqual({ id: 4, name: 'EPAL-Palettenpool' });
    expect((await get('/api/metrokennungen', 'metro')).json<Item[]>().map((m) => m.kurzBezeichnung)).toContain(
      'Tiefkühlware',
    );
    const stati = (await get('/api/stati')).json<Item[]>();
    expect(stati.slice(0, 2)).toEqual([
      { id: 1, kurzBezeichnung: 'erfasst' },
      { id: 2, kurzBezeichnung: 'Preisermittlung in Arbeit' },
    ]);
    expect(stati).toContainEqual({ id: 129, kurzBezeichnung: 'geplante Zustellbestätigung' });
  });

  it('filters load carriers and packagings by ADR relevance (isGGVS)', async () => {
    const adr = (await get('/api/lademittel/ggvs?isGGVS=true')).json<Item[]>();
    expect(adr.map((l) => l.bezkurz)).toEqual(['CP', 'IBC']);
    expect(await ids('/api/lademittel/ggvs?isGGVS=false')).toEqual([1, 2, 3, 4]);
    expect((await get('/api/lademittel/1')).json()).toEqual({
      id: 1,
      kurzBezeichnung: 'Europalette',
      langBezeichnung: 'Europalette 120 x 80 cm (EPAL)',
      bezkurz: 'EP',
    });
    expect(await ids('/api/verpackungen/ggvs?isGGVS=true')).toEqual([4, 5, 14]);
    expect(await ids('/api/verpackungen', 'metro')).toEqual([1, 3, 8, 13]);
  });

  it('searches packagings: catalogue, per tenant and autocomplete', async () => {
    const all = await get('/api/verpackungen/search?verpackungsName=KAN');
    expect(all.json<Item[]>().map((v) => v.kurzBezeichnung)).toEqual(['Kanister']);
    expect(all.headers['total-search-results']).toBe('1');
    const mine = await get('/api/verpackungen/searchByMandant?verpackungsName=ka', 'metro');
    expect(mine.json<Item[]>().map((v) => v.kurzBezeichnung)).toEqual(['Karton', 'Kasten']);
    const auto = await get('/api/verpackungen/autoCompleteMatches/ka?maxResults=1');
    expect(auto.json<Item[]>().map((v) => v.kurzBezeichnung)).toEqual(['Karton']);
    expect((await get('/api/verpackungen/5')).json()).toMatchObject({ id: 5, kurzBezeichnung: 'Kanister' });
  });

  it('answers unknown ids with 404 and bad parameters with German 400 notifications', async () => {
    const missing = await get('/api/frankaturen/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0]).toMatchObject({
      id: 'notFound',
      message: 'Die angeforderte Ressource wurde nicht gefunden.',
    });
    const bad = await get('/api/frankaturen?mandant=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ fieldname: 'mandant', severity: 'ERROR', header: 'Stammdaten' });
    expect((await get('/api/lademittel/ggvs')).json()[0]).toMatchObject({
      fieldname: 'isGGVS',
      message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    });
    expect((await get('/api/verpackungen/search')).statusCode).toBe(400);
  });

  it('asks for a login on every code list', async () => {
    for (const url of [
      '/api/frankaturen',
      '/api/frankaturen/5',
      '/api/lademittel',
      '/api/lademittel/ggvs?isGGVS=true',
      '/api/verpackungen',
      '/api/verpackungen/search?verpackungsName=a',
      '/api/waehrungen',
      '/api/eigentuemer',
      '/api/terminkennzeichen',
      '/api/metrokennungen',
      '/api/zustellkennzeichen',
      '/api/anlieferkennzeichen',
      '/api/sperrigkeiten',
      '/api/verkehrsarten',
      '/api/stati',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(RELOGIN);
    }
  });
});
