import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../server/db/orders';
import { SEARCH_COUNT_CAP, SEARCH_TEXT_COUNT_CAP } from '../../server/orders';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `datumVon=${day(-70)}&datumBis=${day(5)}`;

/** Searches as demo; the total header and whether the server said it stopped counting. */
async function search(t: TestApp, token: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auftraege/search?${RANGE}&${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json<Array<{ id: number }>>(),
    total: res.headers['total-search-results'],
    capped: res.headers['total-search-capped'],
  };
}

describe('order search counts at most 10,000 matches', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
    // Just over the cap in the demo user's tenant, within the last 60 days.
    const {
      rows: [{ id }],
    } = await t.app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
    const started = Date.now();
    await generateOrders(t.app.db, { count: SEARCH_COUNT_CAP + 20, mandantIds: [id], batch: 5000 });
    console.log(`${SEARCH_COUNT_CAP + 20} Aufträge erzeugt in ${Date.now() - started} ms`);
  }, 300_000);
  afterAll(() => t.app.close());

  it('says 10,000 and capped above the cap, and still serves pages past it', async () => {
    expect(SEARCH_COUNT_CAP).toBe(10_000);
    const first = await search(t, token, 'page=1&searchLimit=50');
    expect(first).toMatchObject({ total: '10000', capped: 'true' });
    // Page 201 lies past the counted 10,000: the orders are there and the answer still says capped.
    const past = await search(t, token, 'page=201&searchLimit=50');
    expect(past.rows.length).toBeGreaterThan(0);
    expect(past.capped).toBe('true');
  });

  it('counts a free text to 1,000 only', async () => {
    expect(SEARCH_TEXT_COUNT_CAP).toBe(1_000);
    const common = await search(t, token, 'query=ref-1&page=1&searchLimit=50');
    expect(common).toMatchObject({ total: '1000', capped: 'true' });
    expect(common.rows).toHaveLength(50);
  });

  it('counts exactly below the cap, without the capped header', async () => {
    const some = await search(t, token, 'query=ref-1000');
    expect(Number(some.total)).toBe(some.rows.length);
    expect(Number(some.total)).toBeGreaterThan(0);
    expect(some.capped).toBeUndefined();
  });
});

describe('the cap is a server option', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({ searchCountCap: 3 });
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());

  it('a lower cap caps at its value; exactly the cap is no "more than"', async () => {
    const all = await search(t, token, 'page=1&searchLimit=50');
    expect(all).toMatchObject({ total: '3', capped: 'true' });
    expect(all.rows.length).toBeGreaterThan(3);
    const exact = await search(
      t,
      token,
      `query=${encodeURIComponent(String((all.rows[0] as { spedeigennr?: string }).spedeigennr))}`,
    );
    expect(exact).toMatchObject({ total: '1', capped: undefined });
  });
});
