import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, multipartUpload, withStoredVersion, type TestApp } from './helpers';

/**
 * Tenant × role × resource, the writing half: who may change an order, a template and the document list of the
 * sub-tenant Hamburg (user demo). Reads are in isolation.test.ts, addresses and users in isolation.accounts.test.ts.
 * kunde-a is made a main user of its own (foreign) tenant here, so template writes also meet a foreign user who
 * passes the §6 template rule.
 */
const USERS = ['demo', 'haupt', 'admin', 'leser', 'metro', 'kunde-a'] as const;
type User = (typeof USERS)[number];
// Without the edit right 403 before any lookup; with it, a foreign tenant's data does not exist (404).
const ORDER_WRITE: Record<User, number> = { demo: 200, haupt: 200, admin: 200, leser: 403, metro: 404, 'kunde-a': 404 };
// Templates (orders.md §6): version 0 or isMain; only haupt is a main user of Hamburg's family.
const TEMPLATE_WRITE: Record<User, number> = {
  demo: 403,
  haupt: 200,
  admin: 403,
  leser: 403,
  metro: 403,
  'kunde-a': 404,
};
const FAMILY: Record<User, boolean> = {
  demo: true,
  haupt: true,
  admin: true,
  leser: false,
  metro: false,
  'kunde-a': false,
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const order = (hinweis: string) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  hinweis,
  absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  abholDatumVon: `${day(0)}T00:00:00.000Z`,
  zustellDatumVon: `${day(1)}T00:00:00.000Z`,
  auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 812.5, verpackungAnzahl: 4 }],
});

describe('isolation matrix: writes on orders, templates and documents of tenant Hamburg', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids = { order: 0, template: 0, seededOrder: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query("UPDATE benutzer SET main = true WHERE name = 'kunde-a'");
    for (const u of USERS) tok[u] = (await login(t.app, u)).accessToken;
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const created = await call('demo', 'POST', '/api/auftraege', order('angelegt von demo'));
    expect(created.statusCode).toBe(201);
    ids.order = created.json().id;
    ids.template = (
      await t.db.query<{ id: number }>('SELECT id FROM auftragsvorlage WHERE mandant_id = $1 ORDER BY id LIMIT 1', [
        hamburg,
      ])
    ).rows[0].id;
    ids.seededOrder = (
      await t.db.query<{ id: number }>(
        'SELECT a.id FROM auftrag a JOIN dokumentenverweis d ON d.auftrag_id = a.id WHERE a.mandant_id = $1 ORDER BY a.id LIMIT 1',
        [hamburg],
      )
    ).rows[0].id;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });
  const upload = (user: string, orderId: number) => {
    const body = multipartUpload('%PDF-1.4 Lieferschein', { dateiname: `Lieferschein ${user}.pdf` });
    return t.app.inject({
      method: 'POST',
      url: `/api/dokumentenverweise/upload?filename=Lieferschein.pdf&objectId=${orderId}`,
      headers: { ...bearer(tok[user]), ...body.headers },
      payload: body.payload,
    });
  };
  const documentCount = async (orderId: number) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumentenverweis WHERE auftrag_id = $1', [
        orderId,
      ])
    ).rows[0].n;

  it.each(USERS)("%s changes Hamburg's order exactly as the matrix allows", async (user) => {
    const res = await call(user, 'PUT', `/api/auftraege/${ids.order}`, order(`geändert von ${user}`));
    expect(res.statusCode).toBe(ORDER_WRITE[user]);
    if (res.statusCode === 200) expect(res.json().hinweis).toBe(`geändert von ${user}`);
    const stored = (await call('admin', 'GET', `/api/auftraege/${ids.order}`)).json();
    if (res.statusCode !== 200) expect(stored.hinweis).not.toBe(`geändert von ${user}`);
  });

  it.each(USERS)("%s changes Hamburg's template exactly as the matrix allows", async (user) => {
    const template = (await call('haupt', 'GET', `/api/auftragsvorlagen/${ids.template}`)).json();
    const res = await call(user, 'PUT', `/api/auftragsvorlagen/${ids.template}`, {
      vorlageName: template.vorlageName,
      auftrag: { ...template.auftrag, hinweis: user },
    });
    expect(res.statusCode).toBe(TEMPLATE_WRITE[user]);
  });

  it.each(USERS)("%s lists the documents of Hamburg's order only inside the family", async (user) => {
    const res = await call(user, 'GET', `/api/dokumentenverweise/auftrag?auftrag.id=${ids.seededOrder}`);
    expect(res.statusCode).toBe(FAMILY[user] ? 200 : 404);
    if (FAMILY[user]) expect(res.json().length).toBeGreaterThan(0);
  });

  it.each(USERS)("%s uploads and deletes documents of Hamburg's order exactly as the matrix allows", async (user) => {
    const before = await documentCount(ids.seededOrder);
    const uploaded = await upload(user, ids.seededOrder);
    expect(uploaded.statusCode).toBe(ORDER_WRITE[user] === 200 ? 201 : ORDER_WRITE[user]);
    expect(await documentCount(ids.seededOrder)).toBe(before + (uploaded.statusCode === 201 ? 1 : 0));
    const {
      rows: [doc],
    } = await t.db.query<{ id: number }>(
      "INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt) VALUES ($1, 'Foto.png', 'png', '\\x89504e47') RETURNING id",
      [ids.seededOrder],
    );
    // The portal's GET and the DELETE verb are the same write.
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(user, method, `/api/dokumentenverweise/${doc.id}`);
      expect(res.statusCode, method).toBe(ORDER_WRITE[user] === 200 ? 204 : ORDER_WRITE[user]);
      if (res.statusCode === 204) break;
    }
    const kept = (await t.db.query('SELECT 1 FROM dokumentenverweis WHERE id = $1', [doc.id])).rows.length;
    expect(kept).toBe(ORDER_WRITE[user] === 200 ? 0 : 1);
  });

  it("refuses every write of Hamburg's users once denyOrderEdit is on, and keeps the reads", async () => {
    const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    await t.db.query("INSERT INTO config_param (mandant_id, key, value) VALUES ($1, 'denyOrderEdit', 'true')", [
      hamburg,
    ]);
    const put = await call('demo', 'PUT', `/api/auftraege/${ids.order}`, order('gesperrt'));
    expect(put.statusCode).toBe(403);
    expect(put.json()[0]).toMatchObject({ id: 'auftrag.bearbeitungGesperrt', severity: 'ERROR' });
    expect((await call('demo', 'POST', '/api/auftraege', order('neu'))).statusCode).toBe(403);
    const address = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung ORDER BY id LIMIT 1',
        [hamburg],
      )
    ).rows[0].id;
    const current = (await call('demo', 'GET', `/api/adressen/${address}`)).json();
    expect(
      (await call('demo', 'PUT', `/api/adressen/${address}`, { ...current, kontakt: 'gesperrt' })).statusCode,
    ).toBe(403);
    expect((await upload('demo', ids.seededOrder)).statusCode).toBe(403);
    const document = (
      await call('demo', 'GET', `/api/dokumentenverweise/auftrag?auftrag.id=${ids.seededOrder}`)
    ).json()[0];
    expect((await call('demo', 'GET', `/api/dokumentenverweise/${document.id}`)).statusCode).toBe(403);
    expect((await call('demo', 'GET', `/api/dokumentenverweise/file/${document.id}`)).statusCode).toBe(200);
    expect((await call('demo', 'GET', `/api/auftraege/${ids.order}`)).statusCode).toBe(200);
    // The main tenant's users keep their own switch: denyOrderEdit of Hamburg does not bind haupt.
    expect((await call('haupt', 'PUT', `/api/auftraege/${ids.order}`, order('vom Hauptmandanten'))).statusCode).toBe(
      200,
    );
  });
});
