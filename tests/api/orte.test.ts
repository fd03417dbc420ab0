import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Ort = { id: number; plz: string; ortsname: string; lkz: string; landId: number };
type Land = { id: number; lkz: string; bezeichnung: string; plzlaenge: number };

describe('orte, laender and the registration lists', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('lists countries with German names sorted by upper-cased code, without a login', async () => {
    const res = await get('/api/laender', false);
    expect(res.statusCode).toBe(200);
    const laender = res.json<Land[]>();
    const codes = laender.map((l) => l.lkz);
    expect(codes).toEqual([...codes].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
    expect(laender.find((l) => l.lkz === 'DE')).toMatchObject({ id: 1, bezeichnung: 'Deutschland', plzlaenge: 5 });
    expect(laender.find((l) => l.lkz === 'AT')).toMatchObject({ bezeichnung: 'Österreich', plzlaenge: 4 });
    const search = await get('/api/laender/search?lkz=c');
    expect(search.json<Land[]>().map((l) => l.lkz)).toEqual(['CH', 'CN', 'CY', 'CZ']);
    expect(search.headers['total-search-results']).toBe('4');
    expect((await get('/api/laender/search', false)).json()[0]).toMatchObject({ fieldname: 'lkz', header: 'Länder' });
  });

  it('finds Hamburg 20095 by name prefix in Germany and by postcode', async () => {
    const res = await get('/api/orte/search?ortsname=Hamb&landId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json<Ort[]>()).toContainEqual(
      expect.objectContaining({ plz: '20095', ortsname: 'Hamburg', lkz: 'DE', landId: 1 }),
    );
    expect(Number(res.headers['total-search-results'])).toBeGreaterThan(100);
    const byPlz = (await get('/api/orte/search?plz=20095')).json<Ort[]>();
    expect(byPlz.map((o) => o.ortsname)).toContain('Hamburg');
    const place = byPlz.find((o) => o.ortsname === 'Hamburg')!;
    expect((await get(`/api/orte/${place.id}`)).json()).toEqual(place);
    expect((await get('/api/orte/999999999')).statusCode).toBe(404);
  });

  it('folds umlauts and leaves out company postcodes', async () => {
    const muenchen = (await get('/api/orte/search?ortsname=MÜNCHEN&landId=1')).json<Ort[]>();
    expect(muenchen[0].ortsname).toMatch(/^München/);
    const companies = (await get('/api/orte/search?plz=10875&landId=1')).json<Ort[]>();
    expect(companies).toEqual([]);
  });

  it('keeps every real German place and no company postcode (the file marks those by a numeric state code)', async () => {
    const names = async (url: string) => (await get(url)).json<Ort[]>().map((o) => `${o.plz} ${o.ortsname}`);
    expect(await names('/api/orte/search?plz=34117&landId=1')).toEqual(['34117 Kassel']);
    expect(await names('/api/orte/search?ortsname=Neumarkt%20in%20der%20Oberpfalz&landId=1')).toContain(
      '92318 Neumarkt in der Oberpfalz',
    );
    expect(await names('/api/orte/search?ortsname=Markt%20Schwaben&landId=1')).toContain('85570 Markt Schwaben');
    for (const company of ['HUK-Coburg', 'Amazon', 'IKK classic', 'Landkreis Cuxhaven', 'Deutsche Welle']) {
      expect(await names(`/api/orte/search?ortsname=${encodeURIComponent(company)}&landId=1`), company).toEqual([]);
    }
    expect(await names('/api/orte/search?plz=70137&landId=1')).toEqual([]);
  });

  it('suggests places per country and in all countries (neighbours of Germany included)', async () => {
    const wien = (await get('/api/orte/name-with-plz/2/autoCompleteMatches/1010')).json();
    expect(wien).toContainEqual({ plz: '1010', ortsname: 'Wien, Innere Stadt', lkz: 'AT' });
    const combined = (await get('/api/orte/name-with-plz/1/autoCompleteMatches/20095%20Ham?maxResults=3')).json<
      Ort[]
    >();
    expect(combined.length).toBeLessThanOrEqual(3);
    expect(combined.every((o) => o.plz === '20095')).toBe(true);
    const all = (await get('/api/orte/name-with-plz/autoCompleteMatches/Strasbourg?maxResults=5')).json<Ort[]>();
    expect(all[0]).toMatchObject({ lkz: 'FR', ortsname: 'Strasbourg' });
    for (const [cc, place] of [
      ['CH', 'Basel'],
      ['LU', 'Luxembourg'],
      ['BE', 'Bruxelles'],
      ['NL', 'Amsterdam'],
      ['DK', 'Aarhus'],
      ['PL', 'Szczecin'],
      ['CZ', 'Praha'],
    ]) {
      const hits = (
        await get(`/api/orte/name-with-plz/autoCompleteMatches/${encodeURIComponent(place)}?maxResults=100`)
      ).json<Ort[]>();
      expect(
        hits.some((o) => o.lkz === cc),
        `${cc} ${place}`,
      ).toBe(true);
    }
    expect((await get('/api/orte/name-with-plz/1/autoCompleteMatches/x?maxResults=500')).statusCode).toBe(400);
  });

  it('needs a login for places and a search term for the place search', async () => {
    expect((await get('/api/orte/search?ortsname=Hamb', false)).statusCode).toBe(401);
    expect((await get('/api/orte/name-with-plz/autoCompleteMatches/Ham', false)).statusCode).toBe(401);
    const empty = await get('/api/orte/search?landId=1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([
      {
        id: 'stammdaten.suchbegriffFehlt',
        fieldname: 'ortsname',
        severity: 'ERROR',
        header: 'Ortssuche',
        message: 'Bitte einen Suchbegriff eingeben.',
      },
    ]);
    expect((await get('/api/orte/search?landId=abc&plz=1')).json()[0]).toMatchObject({ fieldname: 'landId' });
  });

  it('serves the public registration lists', async () => {
    const laender = (await get('/api/registrierung/lkz', false)).json<Land[]>();
    expect(laender.find((l) => l.lkz === 'PL')).toMatchObject({ bezeichnung: 'Polen' });
    expect((await get('/api/registrierung/sprachen', false)).json()[0]).toEqual({ id: 50, bezeichnung: 'Deutsch' });
    const orte = (await get('/api/registrierung/de/ort?plzOrName=Brem', false)).json<Ort[]>();
    expect(orte).toContainEqual(expect.objectContaining({ ortsname: 'Bremen', lkz: 'DE' }));
    expect((await get('/api/registrierung/PL/ort?plzOrName=59-700', false)).json()).toContainEqual({
      plz: '59-700',
      ortsname: 'Bolesławiec',
      lkz: 'PL',
    });
    const unknown = await get('/api/registrierung/QQ/ort?plzOrName=1', false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0]).toMatchObject({
      id: 'stammdaten.landUnbekannt',
      fieldname: 'lkz',
      message: 'Das Land ist nicht bekannt.',
    });
    expect((await get('/api/registrierung/DE/ort', false)).json()[0]).toMatchObject({ fieldname: 'plzOrName' });
  });
});
