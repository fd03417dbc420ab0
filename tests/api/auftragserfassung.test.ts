import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { day, line, newOrder, type Json } from './auftragserfassung.fixtures';

const fullLine = line();

describe('order capture on the server', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'leser', 'metro', 'kunde-b']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });

  describe('templates and orders from templates', () => {
    it("applies a template over the form content: template values win, numbers and dates stay the new order's", async () => {
      const auftrag = newOrder({
        frankatur: { id: 3 },
        sperrigkeit: { id: 1 },
        partnerReferenz: 'P-1',
        spedeigennr: '4711999',
        auftragspositionen: [
          { id: 77, warengutBezeichnung: 'Schaltschränke', bruttoGewicht: 300, auftragsgefahrgueter: [fullLine] },
        ],
      });
      const saved = await call('haupt', 'POST', '/api/auftragsvorlagen', {
        vorlageName: 'Bremen Schaltschränke',
        auftrag,
      });
      expect(saved.statusCode).toBe(201);
      const id = saved.json().id;
      const form = {
        hinweis: 'Rampe 3',
        frankatur: { id: 5 },
        abholDatumVon: `${day(3)}T00:00:00.000Z`,
        id: 12,
        spedeigennr: '1',
      };
      const res = await call('haupt', 'POST', `/api/auftraege/applyVorlage/${id}`, form);
      expect(res.statusCode).toBe(200);
      const order = res.json();
      expect(order).toMatchObject({
        vorlageAuftragId: id,
        status: { id: 1 },
        typ: 0,
        hinweis: 'Rampe 3',
        frankatur: { id: 3 },
        sperrigkeit: { id: 1 },
        abholDatumVon: form.abholDatumVon,
        mitGefahrguetern: true,
        sumBruttoGewicht: 300,
        empfaengerAdresse: { name: 'Weser Elektrotechnik GmbH' },
        mandant: { id: await mandantId(t.db, 'Spedition Nordlicht GmbH') },
      });
      for (const k of ['id', 'spedeigennr', 'partnerReferenz']) expect(order[k]).toBeUndefined();
      expect(order.auftragspositionen[0].id).toBeUndefined();
      expect(order.zustellDatumVon).toBeUndefined();
      const prefilled = (await call('haupt', 'GET', `/api/auftraege/vorlage/${id}`)).json();
      expect(prefilled).toMatchObject({ vorlageAuftragId: id, frankatur: { id: 3 }, status: { id: 1 } });
      expect((await call('demo', 'POST', `/api/auftraege/applyVorlage/${id}`, {})).statusCode).toBe(404);
      expect((await call('haupt', 'POST', '/api/auftraege/applyVorlage/999999', {})).statusCode).toBe(404);
    });

    it('creates, reads, renames, checks, searches and deletes templates with unique names per tenant', async () => {
      const haupt = await mandantId(t.db, 'Spedition Nordlicht GmbH');
      const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
      const a = (
        await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Kiel Werft', auftrag: newOrder() })
      ).json();
      // The same name in another tenant (the main user's sub-tenant) is allowed.
      const other = await call('haupt', 'POST', '/api/auftragsvorlagen', {
        vorlageName: 'Kiel Werft',
        mandant: { id: hamburg },
        auftrag: newOrder(),
      });
      expect(other.statusCode).toBe(201);
      expect(other.json().mandant.id).toBe(hamburg);
      expect((await call('haupt', 'GET', `/api/auftragsvorlagen/${a.id}`)).json()).toMatchObject({
        vorlageName: 'Kiel Werft',
        mandant: { id: haupt },
      });
      const b = (
        await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName: 'Lübeck Hafen', auftrag: newOrder() })
      ).json();
      const clash = await call('haupt', 'PUT', `/api/auftragsvorlagen/${b.id}`, {
        vorlageName: 'Kiel Werft',
        auftrag: newOrder(),
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()[0]).toMatchObject({ fieldname: 'vorlageName', message: 'Name bereits vorhanden' });
      const renamed = await call('haupt', 'PUT', `/api/auftragsvorlagen/${b.id}`, {
        vorlageName: 'Lübeck Skandinavienkai',
        auftrag: newOrder({ hinweis: 'Tor 2' }),
      });
      expect(renamed.json()).toMatchObject({ vorlageName: 'Lübeck Skandinavienkai', auftrag: { hinweis: 'Tor 2' } });
      expect(
        (await call('haupt', 'GET', `/api/auftragsvorlagen/exists?name=Kiel%20Werft&mandantId=${haupt}`)).json(),
      ).toEqual({ exists: true, id: a.id, version: a.version });
      expect(
        (await call('haupt', 'GET', `/api/auftragsvorlagen/exists?name=L%C3%BCbeck%20Hafen&mandantId=${haupt}`)).json(),
      ).toEqual({ exists: false, id: null, version: null });
      const found = await call(
        'haupt',
        'GET',
        `/api/auftragsvorlagen/search?query=l%C3%BCbeck&page=1&searchLimit=10&mandantId=${haupt}`,
      );
      expect(found.json().map((v: Json) => v.id)).toEqual([b.id]);
      expect(found.headers['total-search-results']).toBe('1');
      for (const [vorlageName, message] of [
        ['   ', 'Feld ist ein Pflichtfeld. Bitte ausfüllen.'],
        ['V'.repeat(101), 'max. 100 Zeichen'],
      ]) {
        const bad = await call('haupt', 'POST', '/api/auftragsvorlagen', { vorlageName, auftrag: newOrder() });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()[0]).toMatchObject({ fieldname: 'vorlageName', message });
        expect(
          (await call('haupt', 'PUT', `/api/auftragsvorlagen/${b.id}`, { vorlageName, auftrag: newOrder() }))
            .statusCode,
        ).toBe(400);
      }
      expect(
        (
          await call('demo', 'PUT', `/api/auftragsvorlagen/${other.json().id}`, {
            vorlageName: 'x',
            auftrag: newOrder(),
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('haupt', 'DELETE', `/api/auftragsvorlagen/${b.id}`)).statusCode).toBe(204);
      expect((await call('haupt', 'GET', `/api/auftragsvorlagen/${b.id}`)).statusCode).toBe(404);
    });
  });

  describe('default services', () => {
    it("answers the tenant's list, a sub-tenant the main tenant's, others the standard catalogue", async () => {
      const demo = (await call('demo', 'GET', '/api/auftragdefaultservice')).json<Json[]>();
      const haupt = (await call('haupt', 'GET', '/api/auftragdefaultservice')).json<Json[]>();
      expect(demo.map((s) => s.bezkurz)).toEqual(haupt.map((s) => s.bezkurz));
      expect(demo.map((s) => s.bezkurz)).toEqual(
        expect.arrayContaining(['Avis', 'Hebebühne', 'Selbstabholung', 'Termin', 'SMS-Avis']),
      );
      expect(demo.find((s) => s.spez_num === 48)).toMatchObject({
        typ: 'Logisch',
        attributName: 'abtragen',
        isKostenpfl: true,
        awSperre: false,
      });
      expect(demo.find((s) => s.spez_num === 12)).toMatchObject({
        typ: 'datum',
        bezeichnung: 'Zustellung mit Termin',
        editable: true,
      });
      expect(demo.filter((s) => s.awSperre).map((s) => s.spez_num)).toEqual([30, 31]);
      const metro = (await call('metro', 'GET', '/api/auftragdefaultservice')).json<Json[]>();
      expect(metro.map((s) => s.spez_num)).toEqual([11, 12, 13, 14, 30]);
      expect(metro.find((s) => s.spez_num === 13)).toMatchObject({ defaultService: true, active: true, wert: 'true' });
      const b = (await call('kunde-b', 'GET', '/api/auftragdefaultservice')).json<Json[]>();
      expect(b.map((s) => s.bezkurz)).toContain('Zoll');
      expect(b.map((s) => s.bezkurz)).not.toContain('SMS-Avis');
      expect((await t.app.inject({ method: 'GET', url: '/api/auftragdefaultservice' })).statusCode).toBe(401);
    });
  });

  describe('main-client selector', () => {
    it('creates for a sub-tenant the main user chose, refuses a foreign tenant and keeps the tenant on change (locked)', async () => {
      const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
      const created = await call('haupt', 'POST', '/api/auftraege', newOrder({ mandant: { id: hamburg } }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().mandant.id).toBe(hamburg);
      expect((await call('demo', 'GET', `/api/auftraege/${created.json().id}`)).statusCode).toBe(200);
      const sonnenschein = await mandantId(t.db, 'Bäckerei Sonnenschein KG');
      expect(
        (await call('haupt', 'POST', '/api/auftraege', newOrder({ mandant: { id: sonnenschein } }))).statusCode,
      ).toBe(403);
      // The selector is locked on a stored order: another tenant is refused on its path, the stored one kept.
      const changed = await call(
        'haupt',
        'PUT',
        `/api/auftraege/${created.json().id}`,
        newOrder({ mandant: { id: await mandantId(t.db, 'Spedition Nordlicht GmbH') } }),
      );
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json()[0].fieldname).toBe('mandant.id');
      expect((await call('haupt', 'GET', `/api/auftraege/${created.json().id}`)).json().mandant.id).toBe(hamburg);
    });
  });

  describe('reads by number and tenant', () => {
    it("finds an order by its own number only within the readable tenants and lists a tenant's orders", async () => {
      const order = (await call('demo', 'POST', '/api/auftraege', newOrder())).json();
      expect((await call('demo', 'GET', `/api/auftraege/nr/${order.spedeigennr}`)).json().id).toBe(order.id);
      expect((await call('haupt', 'GET', `/api/auftraege/nr/${order.spedeigennr}`)).json().id).toBe(order.id);
      expect((await call('metro', 'GET', `/api/auftraege/nr/${order.spedeigennr}`)).statusCode).toBe(404);
      expect((await call('demo', 'GET', '/api/auftraege/mandant')).json().map((o: Json) => o.id)).toContain(order.id);
      const hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
      expect((await call('haupt', 'GET', `/api/auftraege/mandant/${hamburg}`)).json().map((o: Json) => o.id)).toContain(
        order.id,
      );
      expect((await call('metro', 'GET', `/api/auftraege/mandant/${hamburg}`)).statusCode).toBe(403);
    });
  });
});
