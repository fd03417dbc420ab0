import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';
import { newOrder, position, type Answer, type Json } from './auftragserfassung.fixtures';

const INVALID_CHOICE = 'Bitte einen gültigen Wert wählen.';
type Item = { id: number };

// The capture page of a main user asks the per-tenant lists and the address book with the selector's tenant; the server checks
// the save against the same tenant's lists. Ids come from the answers of the list calls, so the test follows the seed.
describe('main-client selector: lists of the chosen sub-tenant and the save for it', () => {
  let t: TestApp;
  let haupt: Record<string, string>;
  let hamburg: number;
  beforeAll(async () => {
    t = await createTestApp();
    haupt = bearer((await login(t.app, 'haupt')).accessToken);
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: haupt });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const save = (order: Json) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: haupt,
      payload: newOrder({ mandant: { id: hamburg }, ...order }),
    });
  /** The ids of a list for the sub-tenant and those only the main user's own list offers. */
  const lists = async (path: string) => {
    const sub = (await get<Item[]>(`${path}?mandant=${hamburg}`)).map((i) => i.id);
    const own = (await get<Item[]>(path)).map((i) => i.id);
    return { sub, foreign: own.filter((id) => !sub.includes(id)) };
  };

  it("saves (201) with values of the sub-tenant's lists and its address book", async () => {
    const [frankatur, verkehrsart, verpackung] = await Promise.all(
      ['/api/frankaturen', '/api/verkehrsarten', '/api/verpackungen'].map(lists),
    );
    const [address] = await get<Item[]>(`/api/adressen/search?page=1&searchLimit=1&mandantId=${hamburg}`);
    expect(frankatur.sub.length * verkehrsart.sub.length * verpackung.sub.length).toBeGreaterThan(0);
    const res = await save({
      frankatur: { id: frankatur.sub.at(-1) },
      verkehrsart: { id: verkehrsart.sub.at(-1) },
      absender: { ...address },
      auftragspositionen: [position({ verpackung: { id: verpackung.sub.at(-1) } })],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mandant: { id: hamburg }, frankatur: { id: frankatur.sub.at(-1) } });
  });

  it.each([
    ['/api/frankaturen', (id: number) => ({ frankatur: { id } }), 'frankatur.id'],
    [
      '/api/verpackungen',
      (id: number) => ({ auftragspositionen: [position({ verpackung: { id } })] }),
      'auftragspositionen.0.verpackung.id',
    ],
  ])("refuses (400) a value only the main tenant's own list %s offers, at the field", async (path, order, field) => {
    const { foreign } = await lists(path);
    expect(foreign.length, `${path}: the seed gives the main tenant a value Hamburg does not have`).toBeGreaterThan(0);
    const res = await save(order(foreign[0]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Answer[]>()).toContainEqual(
      expect.objectContaining({ fieldname: field, message: INVALID_CHOICE, severity: 'ERROR' }),
    );
  });

  it('refuses lists, the address book and a save for a tenant the main user may not act for (403)', async () => {
    const foreign = await mandantId(t.db, 'Bäckerei Sonnenschein KG');
    for (const url of [
      `/api/frankaturen?mandant=${foreign}`,
      `/api/lademittel/ggvs?mandant=${foreign}&isGGVS=false`,
      `/api/adressen/search?page=1&searchLimit=5&mandantId=${foreign}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: haupt })).statusCode, url).toBe(403);
    }
    expect((await save({ mandant: { id: foreign } })).statusCode).toBe(403);
  });
});
