import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const auftrag = {
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', plz: '28195', ort: 'Bremen' },
};

describe('templates, monthly export, user views, status chain and documents', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'leser', 'metro']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tok[user]), payload });

  it('keeps template names unique per tenant and lets only main users (version above 0) save and delete', async () => {
    const hauptId = await mandantId(t.db, 'Spedition Nordlicht GmbH');
    expect(
      (await call('demo', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Bremen Elektro', auftrag })).statusCode,
    ).toBe(403);
    const created = await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Bremen Elektro', auftrag });
    expect(created.statusCode).toBe(201);
    const exists = await call(
      'haupt',
      'GET',
      `/api/auftragsvorlagen/exists?name=Bremen%20Elektro&mandantId=${hauptId}`,
    );
    expect(exists.json()).toEqual({ exists: true, id: created.json().id, version: created.json().version });
    const dup = await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Bremen Elektro', auftrag });
    expect(dup.json()[0].message).toBe('Name bereits vorhanden');
    const found = await call('haupt', 'GET', '/api/auftragsvorlagen/search?query=elektro');
    expect(found.json().map((v: { vorlageName: string }) => v.vorlageName)).toContain('Bremen Elektro');
    expect((await call('demo', 'GET', `/api/auftragsvorlagen/${created.json().id}`)).statusCode).toBe(404);
    const prefilled = await call('haupt', 'GET', `/api/auftraege/vorlage/${created.json().id}`);
    expect(prefilled.json()).toMatchObject({ vorlageAuftragId: created.json().id, status: { id: 1 } });
    expect((await call('haupt', 'DELETE', `/api/auftragsvorlagen/${created.json().id}`)).statusCode).toBe(204);
  });

  it('counts the month and delivers disjoint CSV chunks with one header line', async () => {
    const q = `datumVon=${day(-70)}&datumBis=${day(1)}`;
    const count = (await call('demo', 'GET', `/api/auftragexport/countexportcsvmtl?${q}`)).json<number>();
    expect(count).toBeGreaterThan(10);
    const first = (await call('demo', 'GET', `/api/auftragexport/exportcsvmtl?${q}&min=0&max=10`)).body
      .trim()
      .split('\r\n');
    const second = (await call('demo', 'GET', `/api/auftragexport/exportcsvmtl?${q}&min=10&max=20`)).body
      .trim()
      .split('\r\n');
    expect(first).toHaveLength(11);
    expect(first[0]).toContain('"Auftragsnummer"');
    expect(second).toHaveLength(10);
    expect(new Set([...first.slice(1), ...second]).size).toBe(20);
    const bad = await call('demo', 'GET', `/api/auftragexport/countexportcsvmtl?datumVon=${day(1)}&datumBis=${day(0)}`);
    expect(bad.json()[0].message).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
  });

  it('saves the table layout per user and table type', async () => {
    const configjson = JSON.stringify({ order: ['status', 'spedeigennr'], hidden: ['hinweis'] });
    expect((await call('demo', 'GET', '/api/userAnsichten/1')).json()).toEqual({ id: 1, configjson: null });
    await call('demo', 'POST', '/api/userAnsichten/save/1', { id: 1, configjson });
    expect((await call('demo', 'GET', '/api/userAnsichten/1')).json().configjson).toBe(configjson);
    expect((await call('leser', 'GET', '/api/userAnsichten/1')).json().configjson).toBeNull();
  });

  it('serves the default status chain starting with the two fixed entries and documents only to their tenant', async () => {
    const chain = (await call('demo', 'GET', '/api/sendungsstati/defaultstatuskette')).json<{ id: number }[]>();
    expect(chain.slice(0, 2).map((c) => c.id)).toEqual([1000001, 1000002]);
    const {
      rows: [doc],
    } = await t.db.query<{ id: number; auftrag_id: number; mandant_id: number }>(
      `SELECT d.id, d.auftrag_id, a.mandant_id FROM dokumentenverweis d JOIN auftrag a ON a.id = d.auftrag_id
        WHERE a.mandant_id = $1 AND d.extension = 'png' LIMIT 1`,
      [await mandantId(t.db, 'Nordlicht Logistik Hamburg')],
    );
    const list = await call('demo', 'GET', `/api/dokumentenverweise/auftrag?auftrag.id=${doc.auftrag_id}`);
    expect(list.json().length).toBeGreaterThan(0);
    const file = (await call('demo', 'GET', `/api/dokumentenverweise/file/${doc.id}`)).json();
    expect(file).toMatchObject({ extension: 'png' });
    expect(Buffer.from(file.base64EncodedImage, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await call('metro', 'GET', `/api/dokumentenverweise/file/${doc.id}`)).statusCode).toBe(404);
    expect(
      (await call('leser', 'GET', `/api/dokumentenverweise/auftrag?auftrag.id=${doc.auftrag_id}`)).statusCode,
    ).toBe(404);
  });
});

describe('user views keyed by a named table type', () => {
  it('accepts a table type name as the contract allows', async () => {
    const t = await createTestApp();
    const token = (await login(t.app, 'demo')).accessToken;
    // Nothing saved yet: 200 with an empty layout, never a 404 the browser would log.
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/userAnsichten/auftragsvorlagen',
      headers: bearer(token),
    });
    expect([empty.statusCode, empty.json()]).toEqual([200, { id: 1, configjson: null }]);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/userAnsichten/save/auftragsvorlagen',
      headers: bearer(token),
      payload: { id: 1, configjson: '{"columns":[]}' },
    });
    expect(save.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userAnsichten/auftragsvorlagen', headers: bearer(token) })).json()
        .configjson,
    ).toBe('{"columns":[]}');
    await t.app.close();
  });
});
