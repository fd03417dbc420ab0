import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Gefahrgut = {
  id: number;
  bezeichnung: string | null;
  klasse: string | null;
  gefahrgutUnnr: { id: number; unnr: string };
};

/** /api/gefahrgutklasse (orders.md §7): ADR entries from ../shared/data/adr by id (= UN number) and search by UN number or name. */
describe('/api/gefahrgutklasse', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });

  it('reads an entry by its id with the German name, class and UN number', async () => {
    const res = await get('/api/gefahrgutklasse/1203');
    expect(res.statusCode).toBe(200);
    expect(res.json<Gefahrgut>()).toMatchObject({
      id: 1203,
      bezeichnung: 'BENZIN oder OTTOKRAFTSTOFF (Motorbenzin)',
      klasse: '3',
      gefahrgutUnnr: { id: 1203, unnr: '1203' },
    });
  });

  it('searches by the start of the UN number, with the total header', async () => {
    const res = await get('/api/gefahrgutklasse/search?unnr=120');
    const list = res.json<Gefahrgut[]>();
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((g) => g.gefahrgutUnnr.unnr.startsWith('120'))).toBe(true);
    expect(list.map((g) => g.gefahrgutUnnr.unnr)).toEqual([...list.map((g) => g.gefahrgutUnnr.unnr)].sort());
    expect(Number(res.headers['total-search-results'])).toBe(list.length);
  });

  it('searches by part of the name, ignoring case', async () => {
    const benzin = (await get('/api/gefahrgutklasse/search?bezeichnung=benzin')).json<Gefahrgut[]>();
    expect(benzin.map((g) => g.id)).toContain(1203);
    const farbe = (await get('/api/gefahrgutklasse/search?bezeichnung=FarbZubeh%C3%B6r')).json<Gefahrgut[]>();
    expect(farbe.map((g) => g.id)).toContain(1263);
  });

  it('answers a missing search term, an unknown id and a missing login in German', async () => {
    const empty = await get('/api/gefahrgutklasse/search');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()[0]).toMatchObject({
      fieldname: 'unnr',
      message: 'Bitte einen Suchbegriff eingeben.',
      header: 'Gefahrgut',
    });
    const unknown = await get('/api/gefahrgutklasse/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()[0]).toMatchObject({ id: 'notFound', severity: 'ERROR' });
    expect((await get('/api/gefahrgutklasse/1203', false)).statusCode).toBe(401);
  });
});
