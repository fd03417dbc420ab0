import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Address = { id: number; name: string; plz: string; ort: string; matchcode: string | null; mandantId: number };

// The capture screen's 'Adresse suchen' asks the server as the user types (GET /api/adressen/search?query=…): each word is a
// part of number, name, postcode, place or matchcode, only in the tenant's own address book.
describe('address search as the user types', () => {
  let t: TestApp;
  let token: string;
  let hamburg: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());
  const search = async (query: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/adressen/search?query=${encodeURIComponent(query)}${extra}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json<Address[]>(), total: Number(res.headers['total-search-results']) };
  };
  const expected = async (where: string, params: unknown[]) =>
    (
      await t.db.query<{ name: string }>(
        `SELECT name FROM adresse WHERE mandant_id = $1 AND ${where} ORDER BY lower(name), id`,
        [hamburg, ...params],
      )
    ).rows.map((r) => r.name);

  it('finds by place, postcode, matchcode and part of the name, only in the own tenant', async () => {
    // A place of Hamburg's book whose name no other entry contains; the same place in another tenant's book stays out.
    const {
      rows: [{ ort }],
    } = await t.db.query<{ ort: string }>(
      `SELECT a.ort FROM adresse a WHERE a.mandant_id = $1 AND a.ort ~ '^[A-Za-z]{4,}$'
      AND NOT EXISTS (SELECT 1 FROM adresse b WHERE b.mandant_id = $1 AND b.suchtext LIKE '%' || lower(a.ort) || '%' AND lower(b.ort) <> lower(a.ort))
      ORDER BY a.id LIMIT 1`,
      [hamburg],
    );
    await t.db.query(
      `INSERT INTO adresse (mandant_id, name, plz, ort, suchtext, daten)
      VALUES ($1, 'Fremde Spedition GmbH', '01234', $2::text, lower('fremde spedition gmbh 01234 ' || $2::text), jsonb_build_object('name', 'Fremde Spedition GmbH', 'ort', $2::text))`,
      [await mandantId(t.db, 'Papenburg Handelslogistik'), ort],
    );
    const byPlace = await search(ort.toLowerCase());
    expect(byPlace.rows.map((a) => a.name)).toEqual(await expected('lower(ort) = lower($2)', [ort]));
    expect(byPlace.rows.length).toBeGreaterThan(0);
    expect(byPlace.rows.every((a) => a.mandantId === hamburg)).toBe(true);
    const [first] = (
      await t.db.query<{ plz: string; matchcode: string }>(
        'SELECT plz, matchcode FROM adresse WHERE mandant_id = $1 AND matchcode IS NOT NULL ORDER BY id LIMIT 1',
        [hamburg],
      )
    ).rows;
    expect((await search(first.plz)).rows.map((a) => a.plz)).toContain(first.plz);
    expect((await search(first.matchcode.toLowerCase())).rows.map((a) => a.matchcode)).toEqual([first.matchcode]);
    const kaffee = await search('KAFFEE');
    expect(kaffee.rows.map((a) => a.name)).toEqual(await expected("name LIKE '%Kaffee%'", []));
    expect(kaffee.total).toBe(kaffee.rows.length);
  });

  it('narrows down by every word, pages by searchLimit with the total, and takes % and _ literally', async () => {
    const all = await search('kaffee');
    const one = await search('kaffee', '&searchLimit=1&page=1');
    expect(one.rows).toHaveLength(1);
    expect(one.total).toBe(all.total);
    const both = await search(`kaffee ${all.rows[0].plz}`);
    expect(both.rows.map((a) => a.id)).toEqual([all.rows[0].id]);
    expect((await search('100%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it("refuses another tenant's address book and a search text over 200 characters", async () => {
    const foreign = await mandantId(t.db, 'Papenburg Handelslogistik');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/adressen/search?query=koch&mandantId=${foreign}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/adressen/search?query=${'a'.repeat(201)}`,
      headers: bearer(token),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()[0]).toMatchObject({ fieldname: 'query', message: 'max. 200 Zeichen' });
  });

  it('has a trigram index that answers the word condition', async () => {
    await t.db.exec('SET enable_seqscan = off');
    const plan = (
      await t.db.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT id FROM adresse WHERE suchtext LIKE '%cottbus%'")
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await t.db.exec('SET enable_seqscan = on');
    expect(plan).toContain('adresse_suchtext_trgm_idx');
  });
});
