import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAt } from '../../engine/core';
import { listFields, ORDER_SELECT, toOrder, type OrderRow } from '../../server/orders';
import { decryptReportIds } from '../../server/routes/api/jasper-print';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Order = { id: number; spedeigennr: string; status: { id: number }; mandant: { id: number } };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** An order captured today, picked up and delivered far ahead, so the date categories tell it apart. */
const order = (reference: string, abhol: number, zustell: number) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: reference,
  absender: { name: 'Elbe Papierwerke GmbH', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  abholDatumVon: `${day(abhol)}T00:00:00.000Z`,
  zustellDatumVon: `${day(zustell)}T00:00:00.000Z`,
  auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
});

describe('order list API (orders.md §2, §4, §5, §7)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const created: Order[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'metro']) tokens[u] = (await login(t.app, u)).accessToken;
    created.push((await call('demo', 'POST', '/api/auftraege', order('LISTE-API-1', 400, 401))).json<Order>());
    created.push((await call('demo', 'POST', '/api/auftraege', order('LISTE-API-2', 400, 403))).json<Order>());
    created.push((await call('demo', 'POST', '/api/auftraege', order('LISTE-API-3', 402, 403))).json<Order>());
  });
  afterAll(() => t.app.close());
  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[user]), payload });
  const search = async (user: string, query: string) => {
    const res = await call(user, 'GET', `/api/auftraege/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json<Order[]>(), total: Number(res.headers['total-search-results']) };
  };
  const refs = (rows: Order[]) => rows.map((r) => (r as Order & { spedfremdnr: string }).spedfremdnr).sort();

  it('filters by Datumskategorie: Erfassungsdatum 0, Versanddatum 1, Zustelldatum 2', async () => {
    const text = 'query=liste-api';
    expect(refs((await search('demo', `${text}&datumVon=${day(-1)}&datumBis=${day(1)}&datumTyp=0`)).rows)).toEqual([
      'LISTE-API-1',
      'LISTE-API-2',
      'LISTE-API-3',
    ]);
    expect(refs((await search('demo', `${text}&datumVon=${day(-1)}&datumBis=${day(1)}&datumTyp=1`)).rows)).toEqual([]);
    expect(refs((await search('demo', `${text}&datumVon=${day(400)}&datumBis=${day(400)}&datumTyp=1`)).rows)).toEqual([
      'LISTE-API-1',
      'LISTE-API-2',
    ]);
    expect(refs((await search('demo', `${text}&datumVon=${day(402)}&datumBis=${day(410)}&datumTyp=2`)).rows)).toEqual([
      'LISTE-API-2',
      'LISTE-API-3',
    ]);
    expect(refs((await search('demo', `${text}&datumVon=${day(401)}&datumBis=${day(401)}&datumTyp=2`)).rows)).toEqual([
      'LISTE-API-1',
    ]);
  });

  it('refuses a search text over 200 characters and a page size over 1000 in German', async () => {
    const range = `datumVon=${day(-1)}&datumBis=${day(1)}`;
    expect((await call('demo', 'GET', `/api/auftraege/search?${range}&query=${'x'.repeat(200)}`)).statusCode).toBe(200);
    const long = await call('demo', 'GET', `/api/auftraege/search?${range}&query=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()[0]).toMatchObject({ fieldname: 'query', severity: 'ERROR' });
    expect((await call('demo', 'GET', `/api/auftraege/search?${range}&searchLimit=1001`)).statusCode).toBe(400);
  });

  it('pages with searchLimit and reports the same total on every page', async () => {
    const range = `datumVon=${day(-70)}&datumBis=${day(5)}`;
    const first = await search('demo', `${range}&page=1&searchLimit=25&sortBy=spedeigennr`);
    const second = await search('demo', `${range}&page=2&searchLimit=25&sortBy=spedeigennr`);
    expect(first.total).toBeGreaterThan(25);
    expect(second.total).toBe(first.total);
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(Math.min(25, first.total - 25));
    expect(second.rows[0].spedeigennr > first.rows[24].spedeigennr).toBe(true);
    const last = await search('demo', `${range}&page=${Math.ceil(first.total / 25) + 1}&searchLimit=25`);
    expect([last.rows.length, last.total]).toEqual([0, first.total]);
  });

  it('answers the list in the same read shape as a single order (toOrder), built as JSON by the database', async () => {
    const res = await call(
      'demo',
      'GET',
      `/api/auftraege/search?datumVon=${day(-70)}&datumBis=${day(5)}&page=1&searchLimit=1000`,
    );
    const rows = res.json<Order[]>();
    expect(rows.length).toBeGreaterThan(3);
    const { rows: stored } = await t.db.query<OrderRow>(`${ORDER_SELECT} WHERE a.id = ANY($1::int[])`, [
      rows.map((r) => r.id),
    ]);
    const byId = new Map(stored.map((r) => [r.id, JSON.parse(JSON.stringify(toOrder(r)))]));
    for (const row of rows) expect(row).toEqual(byId.get(row.id));
  });

  /** Every leaf path of a projected row (objects and arrays walked; anything else, null included, is a value). */
  const leaves = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];

  it('answers with felder only the requested paths, nested, with the values of the whole read shape, in the same order', async () => {
    const fields = [...listFields()].sort();
    // The list's columns of every variant, the row key and rowFields: nested (absenderAdresse.name), an array index too.
    expect(fields).toEqual(
      expect.arrayContaining([
        'id',
        'spedeigennr',
        'status.id',
        'absenderAdresse.name',
        'auftragspositionen.0.lieferschein',
        'kalkulationsFolgeId',
      ]),
    );
    for (const query of [
      `datumVon=${day(-70)}&datumBis=${day(5)}&searchLimit=1000`,
      `datumVon=${day(-70)}&datumBis=${day(5)}&searchLimit=7&page=2&sortBy=-empfaengerAdresse.name`,
      `datumVon=${day(-1)}&datumBis=${day(1)}&query=liste-api`,
    ]) {
      const whole = (await search('demo', query)).rows;
      const projected = await search('demo', `${query}&felder=${fields.join(',')}`);
      expect(projected.rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
      expect(whole.length).toBeGreaterThan(2);
      projected.rows.forEach((row, i) => {
        expect(leaves(row).sort()).toEqual(fields);
        for (const path of fields) expect([path, getAt(row, path)]).toEqual([path, getAt(whole[i], path) ?? null]);
      });
    }
    const few = (
      await search(
        'demo',
        `datumVon=${day(-1)}&datumBis=${day(1)}&query=liste-api&felder=status.id,absenderAdresse.ort`,
      )
    ).rows;
    expect(few[0]).toEqual({ status: { id: 1 }, absenderAdresse: { ort: expect.any(String) } });
  });

  it('refuses an unknown path in felder with a German notification', async () => {
    const range = `datumVon=${day(-1)}&datumBis=${day(1)}`;
    for (const [felder, name] of [
      ['id,daten', 'daten'],
      ['status.geheim', 'status.geheim'],
      ['id,,passwort', 'passwort'],
    ]) {
      const res = await call('demo', 'GET', `/api/auftraege/search?${range}&felder=${felder}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual([
        {
          id: 'auftrag.suche.felder',
          fieldname: 'felder',
          severity: 'ERROR',
          header: 'Auftragssuche',
          message: `Das Feld „${name}“ gibt es in der Auftragsliste nicht.`,
        },
      ]);
    }
    // Not a path at all: the contract's pattern refuses it before any SQL.
    const injected = await call('demo', 'GET', `/api/auftraege/search?${range}&felder=${encodeURIComponent("id')--")}`);
    expect(injected.statusCode).toBe(400);
    expect(injected.json()[0]).toMatchObject({ fieldname: 'felder', severity: 'ERROR' });
  });

  it('keeps the latest shipment status and the delivered flag on the order as history changes, without a new version', async () => {
    const id = created[2].id;
    const stand = async () =>
      (
        await t.db.query<{ sdst_id: number | null; abliefernachweis: boolean; version: number }>(
          'SELECT sdst_id, abliefernachweis, version FROM auftrag WHERE id = $1',
          [id],
        )
      ).rows[0];
    const listed = async () =>
      (await search('demo', `datumVon=${day(-1)}&datumBis=${day(1)}&query=liste-api-3`)).rows
        .map((r) => r as Order & { sdstId: number | null; abliefernachweisExists: boolean })
        .map((r) => [r.sdstId, r.abliefernachweisExists]);
    const { version } = await stand();
    const history = (sdst: number, at: string) =>
      t.db.query<{ id: number }>(
        'INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id) VALUES ($1, $2, $3) RETURNING id',
        [id, at, sdst],
      );
    await history(101, '2026-11-20T08:00:00Z');
    const {
      rows: [delivered],
    } = await history(105, '2026-11-21T08:00:00Z');
    // An older message arriving late does not replace the latest status.
    await history(104, '2026-11-20T12:00:00Z');
    expect(await stand()).toEqual({ sdst_id: 105, abliefernachweis: true, version });
    expect(await listed()).toEqual([[105, true]]);
    await t.db.query('DELETE FROM auftragshistorie WHERE id = $1', [delivered.id]);
    expect(await stand()).toEqual({ sdst_id: 104, abliefernachweis: false, version });
    await t.db.query('UPDATE auftragshistorie SET sdst_id = 105 WHERE auftrag_id = $1 AND sdst_id = 101', [id]);
    expect(await stand()).toEqual({ sdst_id: 104, abliefernachweis: true, version });
    await t.db.query('DELETE FROM auftragshistorie WHERE auftrag_id = $1', [id]);
    expect(await stand()).toEqual({ sdst_id: null, abliefernachweis: false, version });
    expect(await listed()).toEqual([[null, false]]);
  });

  it('plans the default page once (prepared), but a sorted page and a free text each time: their plan depends on the values', async () => {
    const prepared = t.db.prepared;
    expect(prepared).toBeDefined();
    const plans: Array<string | undefined> = [];
    t.db.prepared = (sql, params, options) => {
      if (sql.includes('ORDER BY')) plans.push(options?.plan);
      return prepared!(sql, params, options);
    };
    try {
      const range = `datumVon=${day(-70)}&datumBis=${day(5)}&page=2&searchLimit=2`;
      const plain = await search('demo', range);
      expect(plans).toEqual([undefined]);
      plans.length = 0;
      await search('demo', `${range}&sortBy=frankatur.id`);
      // Not the filter of the count test below: its total would come from the count cache.
      await search('demo', `datumVon=${day(-60)}&datumBis=${day(5)}&query=liste-api`);
      expect(plans).toEqual(['custom', 'custom']);
      // Same answer as the plain query would give.
      t.db.prepared = undefined;
      expect(await search('demo', range)).toEqual(plain);
    } finally {
      t.db.prepared = prepared;
    }
  });

  it('counts only when the filter changes, and never reports a total from before an order write', async () => {
    const counts: string[] = [];
    const query = t.db.query;
    const prepared = t.db.prepared!;
    t.db.query = (sql, params) => {
      if (sql.startsWith('SELECT count(*)')) counts.push(sql);
      return query(sql, params);
    };
    t.db.prepared = (sql, params, options) => {
      if (sql.startsWith('SELECT count(*)')) counts.push(sql);
      return prepared(sql, params, options);
    };
    try {
      const range = `datumVon=${day(-70)}&datumBis=${day(5)}&query=liste-api`;
      const first = await search('demo', `${range}&page=1&searchLimit=1`);
      await search('demo', `${range}&page=2&searchLimit=1&sortBy=spedeigennr`);
      await search('demo', `${range}&page=3&searchLimit=1`);
      expect(first.total).toBe(3);
      expect(counts).toHaveLength(1);
      await search('demo', `${range}&page=1&searchLimit=1&offeneAuftraege=true`);
      expect(counts).toHaveLength(2);
      // A new order through the API, a status change and a deletion straight in the database: each is in the next total.
      const added = (await call('demo', 'POST', '/api/auftraege', order('LISTE-API-4', 400, 401))).json<Order>();
      expect((await search('demo', `${range}&page=1&searchLimit=1`)).total).toBe(4);
      await t.db.query('UPDATE auftrag SET status_id = 2 WHERE id = $1', [added.id]);
      expect((await search('demo', `${range}&page=1&searchLimit=1&offeneAuftraege=true`)).total).toBe(3);
      await t.db.transaction((tx) => tx.query('DELETE FROM auftrag WHERE id = $1', [added.id]));
      expect((await search('demo', `${range}&page=2&searchLimit=1`)).total).toBe(3);
    } finally {
      t.db.query = query;
      t.db.prepared = prepared;
    }
  });

  it('searches a sub-tenant for the main client and refuses it to others', async () => {
    const bremen = await mandantId(t.db, 'Nordlicht Logistik Bremen');
    const range = `datumVon=${day(-70)}&datumBis=${day(5)}&mandantId=${bremen}`;
    const { rows } = await search('haupt', range);
    expect(rows.every((r) => r.mandant.id === bremen)).toBe(true);
    expect((await call('demo', 'GET', `/api/auftraege/search?${range}`)).statusCode).toBe(403);
  });

  it('requests a price only for exactly one order in status 1, also on the transfer call', async () => {
    const [a, b] = created;
    expect((await call('demo', 'POST', `/api/auftraege/typUebertragen?ids=${a.id}&ids=${b.id}`)).statusCode).toBe(400);
    expect((await call('demo', 'POST', `/api/auftraege/typ?typ=1&ids=${a.id}&ids=${b.id}`)).json()[0].message).toBe(
      'Bitte markieren Sie genau einen Auftrag im Status erfasst.',
    );
  });

  it('counts hand-over marks: only status-1 orders are marked, cancelling one by id answers 1', async () => {
    const [a, b] = created;
    const marked = await call('demo', 'POST', `/api/auftraege/uebertragen?ids=${a.id}&ids=${b.id}`);
    expect(marked.json<Order[]>()).toHaveLength(2);
    expect((await call('demo', 'POST', `/api/auftraege/resetStatus?id=${a.id}`)).json()).toBe(1);
    expect((await call('demo', 'POST', `/api/auftraege/resetStati?ids=${a.id}&ids=${b.id}`)).json()).toBe(1);
  });

  it('encrypts the ids of readable orders for the report window and refuses foreign ones', async () => {
    const ids = created.map((o) => o.id);
    const res = await call('demo', 'GET', `/api/jasper-print/encrypt-ids/${ids.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<string>();
    expect(token).not.toContain(String(ids[0]));
    expect(await decryptReportIds(token)).toEqual(ids);
    expect(await decryptReportIds(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect((await call('metro', 'GET', `/api/jasper-print/encrypt-ids/${ids[0]}`)).statusCode).toBe(404);
  });

  it('answers the proof of delivery as PDF once the order is delivered, else 404 in German', async () => {
    const [a] = created;
    const missing = await call('demo', 'GET', `/api/abliefernachweis?id=${a.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0].message).toBe(`Für den Auftrag ${a.spedeigennr} liegt noch kein Abliefernachweis vor.`);
    await t.db.query(
      `INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort, kommentar) VALUES ($1, '2026-11-20T14:05:00Z', 105, 'Bremen', 'Empfang quittiert')`,
      [a.id],
    );
    const pdf = await call('demo', 'GET', `/api/abliefernachweis?id=${a.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Abliefernachweis-${a.spedeigennr}.pdf"`);
    // Read back by poppler's pdftotext (the embedded font's text, not the file's bytes).
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString('utf8');
    for (const part of [
      a.spedeigennr,
      'Empfänger',
      'Weser Elektrotechnik GmbH',
      '20.11.2026 14:05',
      'Empfang quittiert',
      'Seite 1 von 1',
    ])
      expect(text).toContain(part);
    expect((await call('metro', 'GET', `/api/abliefernachweis?id=${a.id}`)).statusCode).toBe(404);
  });

  it('exports several selected orders as one CSV (exportcsv/{ids}, comma separated)', async () => {
    const res = await call('demo', 'GET', `/api/auftraege/exportcsv/${created.map((o) => o.id).join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.split(';').every((cell) => /^".*"$/.test(cell)))).toBe(true);
  });
});
