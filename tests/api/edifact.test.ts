import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchOptions } from '../../server/edifact';
import { parseEdifact, segmentsOf } from '../readers';
import { line, newOrder, position } from './auftragserfassung.fixtures';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Json = Record<string, unknown>;

/** An IFTSTA as the dispatch system writes it (one segment a line), composed here by hand, not by the portal's code. */
function iftsta(control: string, statuses: { nr: string; code: string; at: string; ort?: string; text?: string }[]) {
  const body = [
    'UNH+1+IFTSTA:D:96A:UN',
    `BGM+23+ST${control}+9`,
    'DTM+137:202607011205:203',
    ...statuses.flatMap((s, i) => [
      `CNI+${i + 1}+${s.nr}`,
      `STS+1+${s.code}`,
      `DTM+334:${s.at}:203`,
      ...(s.ort ? [`LOC+Z01+:::${s.ort}`] : []),
      ...(s.text ? [`FTX+AAI+++${s.text}`] : []),
    ]),
  ];
  const segments = [
    'UNB+UNOC:3+DISPONENTPLUS:ZZZ+DISPONENT-ONLINE:ZZZ+260701:1205+' + control,
    ...body,
    `UNT+${body.length + 1}+1`,
    `UNZ+1+${control}`,
  ];
  return Buffer.from("UNA:+.? '\n" + segments.map((s) => `${s}'\n`).join(''), 'latin1');
}

describe('EDIFACT dispatch adapter: IFTMIN into the outbox, IFTSTA from the inbox', () => {
  let t: TestApp;
  let token: string;
  let root: string;
  const dirs = { outbox: '', inbox: '', archive: '', error: '' };
  const logged: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'edifact-'));
    Object.assign(dirs, {
      outbox: join(root, 'ausgang'),
      inbox: join(root, 'eingang'),
      archive: join(root, 'eingang', 'archiv'),
      error: join(root, 'eingang', 'fehler'),
    });
    const dispatch: DispatchOptions = {
      adapter: 'edifact',
      // A poll interval far beyond the test: the inbox is read when the portal asks for the orders' state.
      edifact: {
        sender: 'DISPONENT-ONLINE',
        recipient: 'DISPONENTPLUS',
        charset: 'UNOC',
        folders: dirs,
        pollSeconds: 3600,
      },
    };
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ dispatch, logger: true, logStream });
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(async () => {
    await t.app.close();
    await rm(root, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: Json) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const files = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  const createOrder = async (extra: Json = {}) => {
    const res = await call('POST', '/api/auftraege', newOrder(extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; spedeigennr: string }>();
  };
  /** Hands the order over and answers the one new IFTMIN file of the outbox. */
  const handOver = async (id: number, path = `/api/auftraege/uebertragen?ids=${id}`) => {
    const before = await files(dirs.outbox);
    const res = await call('POST', path);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const added = (await files(dirs.outbox)).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    return added[0];
  };
  const read = async (name: string) => parseEdifact(await readFile(join(dirs.outbox, name)));
  const poll = async (id: number) =>
    expect((await call('POST', `/api/dplus-update/status?ids=${id}`)).statusCode).toBe(204);
  const order = async (id: number) =>
    (await call('GET', `/api/auftraege/${id}`)).json<{
      status: { id: number };
      sdstId: number | null;
      uebertragen: boolean;
      abliefernachweisExists: boolean;
      auftragshistorie: {
        datum: string;
        ereignisort: string | null;
        kommentar: string | null;
        sendungsstatus: { id: number; kurzBezeichnung: string };
      }[];
    }>();

  let handed: { id: number; spedeigennr: string };

  it('hands an order over as an IFTMIN that the edifact package reads with the order’s values', async () => {
    handed = await createOrder({
      empfaenger: {
        name: 'Zakład Łódź',
        strasse: 'ul. Piotrkowska',
        hausnummer: '5',
        plz: '90-001',
        ort: 'Łódź',
        lkz: 'PL',
      },
      auftragspositionen: [position({ auftragsgefahrgueter: [line()] })],
    });
    const name = await handOver(handed.id);
    expect(name).toMatch(new RegExp(`^IFTMIN_\\d{9}_${handed.spedeigennr}\\.edi$`));
    expect((await readdir(dirs.outbox)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const p = await read(name);
    const control = name.split('_')[1];
    expect(p.segments[0].elements.slice(0, 3)).toEqual([
      ['UNOC', '3'],
      ['DISPONENT-ONLINE', 'ZZZ'],
      ['DISPONENTPLUS', 'ZZZ'],
    ]);
    expect(p.segments[0].elements[4]).toEqual([control]);
    expect(segmentsOf(p, 'UNZ')[0].elements).toEqual([['1'], [control]]);
    expect(segmentsOf(p, 'BGM')[0].elements).toEqual([['610'], [handed.spedeigennr], ['9']]);
    expect(segmentsOf(p, 'RFF', 'CU')[0].elements).toEqual([['CU', 'LS-4711']]);
    expect(segmentsOf(p, 'NAD', 'CZ')[0].elements[3]).toEqual(['Elbe Papierwerke GmbH']);
    expect(segmentsOf(p, 'NAD', 'CN')[0].elements.slice(3)).toEqual([
      ['Zaklad Lódz'],
      ['ul. Piotrkowska 5'],
      ['Lódz'],
      [''],
      ['90-001'],
      ['PL'],
    ]);
    // Frankatur 5 is not paid by the consignee: the consignor pays the freight.
    expect(segmentsOf(p, 'NAD', 'FP')[0].elements[3]).toEqual(['Elbe Papierwerke GmbH']);
    expect(segmentsOf(p, 'DTM', '64')[0].elements[0][2]).toBe('203');
    expect(segmentsOf(p, 'DGS')[0].elements).toEqual([['ADR'], ['3'], ['1263']]);
    expect(segmentsOf(p, 'GID')[0].elements[1][0]).toBe('4');
    expect(segmentsOf(p, 'MEA', 'WT')[0].elements).toEqual([['WT'], ['G'], ['KGM', '812.5']]);
    const { rows } = await t.db.query(
      'SELECT referenz, kontrollnummer, funktion FROM edifact_ausgang WHERE auftrag_id = $1',
      [handed.id],
    );
    expect(rows).toEqual([{ referenz: handed.spedeigennr, kontrollnummer: control, funktion: '9' }]);
    expect((await order(handed.id)).uebertragen).toBe(true);
  });

  it('gives every interchange its own control reference; sent again it replaces (5), cancelled it cancels (1)', async () => {
    const other = await createOrder();
    const first = await handOver(other.id);
    const again = await handOver(other.id, `/api/dplus-update/auftraege?ids=${other.id}`);
    const cancel = await handOver(other.id, `/api/auftraege/resetStati?ids=${other.id}`);
    const refs = [first, again, cancel].map((f) => Number(f.split('_')[1]));
    expect(refs[1]).toBeGreaterThan(refs[0]);
    expect(refs[2]).toBeGreaterThan(refs[1]);
    const fns = await Promise.all(
      [first, again, cancel].map(async (f) => segmentsOf(await read(f), 'BGM')[0].elements[2][0]),
    );
    expect(fns).toEqual(['9', '5', '1']);
    expect((await order(other.id)).uebertragen).toBe(false);
  });

  it('raises the webhook events of the hand-over and its cancellation, as the stand-in does', async () => {
    const { rows } = await t.db.query<{ mandant_id: number }>("SELECT mandant_id FROM benutzer WHERE name = 'demo'");
    await t.db.query(
      `INSERT INTO webhook_endpunkt (mandant_id, url, ereignisse, geheimnis)
        VALUES ($1, 'https://empfaenger.example/hook', ARRAY['auftrag.uebergeben', 'auftrag.uebergabeAbgebrochen'], 'g')`,
      [rows[0].mandant_id],
    );
    const other = await createOrder();
    await handOver(other.id);
    await handOver(other.id, `/api/auftraege/resetStati?ids=${other.id}`);
    const events = await t.db.query<{ typ: string }>(
      'SELECT typ FROM webhook_ereignis WHERE auftrag_id = $1 ORDER BY id',
      [other.id],
    );
    expect(events.rows.map((e) => e.typ)).toEqual(['auftrag.uebergeben', 'auftrag.uebergabeAbgebrochen']);
    await t.db.query('DELETE FROM webhook_endpunkt');
  });

  it('moves a handed-over order along the status chain with IFTSTA files: history, shipment status, delivered', async () => {
    await writeFile(
      join(dirs.inbox, 'IFTSTA_1.edi'),
      iftsta('ST0001', [
        { nr: handed.spedeigennr, code: 'ABH', at: '202607010930', ort: 'Hamburg', text: 'Fahrer Nowak' },
      ]),
    );
    await poll(handed.id);
    let o = await order(handed.id);
    expect(o.auftragshistorie.map((h) => [h.sendungsstatus.kurzBezeichnung, h.ereignisort, h.kommentar])).toEqual([
      ['Sendung abgeholt', 'Hamburg', 'Fahrer Nowak'],
    ]);
    // 09:30 German summer time is 07:30 UTC.
    expect(o.auftragshistorie[0].datum).toBe('2026-07-01T07:30:00.000Z');
    expect([o.sdstId, o.status.id, o.uebertragen, o.abliefernachweisExists]).toEqual([101, 5, false, false]);
    expect(await files(dirs.archive)).toEqual(['IFTSTA_1.edi']);

    await writeFile(
      join(dirs.inbox, 'IFTSTA_2.edi'),
      iftsta('ST0002', [{ nr: handed.spedeigennr, code: 'ZUG', at: '202607021415' }]),
    );
    await poll(handed.id);
    o = await order(handed.id);
    expect(o.auftragshistorie.map((h) => h.sendungsstatus.id)).toEqual([101, 105]);
    expect([o.sdstId, o.status.id, o.abliefernachweisExists]).toEqual([105, 7, true]);
    expect(await files(dirs.inbox)).toEqual([]);
  });

  it('reads the same interchange twice without a second history entry and archives it', async () => {
    await writeFile(
      join(dirs.inbox, 'IFTSTA_1_erneut.edi'),
      iftsta('ST0001', [{ nr: handed.spedeigennr, code: 'ABH', at: '202607010930', ort: 'Hamburg' }]),
    );
    // The same name as an archived file: archived beside it, not over it.
    await writeFile(
      join(dirs.inbox, 'IFTSTA_2.edi'),
      iftsta('ST0002', [{ nr: handed.spedeigennr, code: 'ZUG', at: '202607021415' }]),
    );
    await poll(handed.id);
    expect((await order(handed.id)).auftragshistorie).toHaveLength(2);
    const archived = await files(dirs.archive);
    expect(archived).toHaveLength(4);
    expect(archived).toContain('IFTSTA_1_erneut.edi');
    expect(logged.join('')).toContain('wurde bereits verarbeitet und ohne Änderung archiviert');
  });

  it('moves broken files to the error folder with a German log line and applies nothing of them', async () => {
    const fresh = await createOrder();
    await handOver(fresh.id);
    const bad = {
      'kaputt.edi': Buffer.from('Das ist keine EDIFACT-Datei', 'latin1'),
      // A known status first, then an unknown code: the whole file is refused, the first status too.
      'unbekannter_code.edi': iftsta('ST0100', [
        { nr: fresh.spedeigennr, code: 'ABH', at: '202607010800' },
        { nr: fresh.spedeigennr, code: 'XYZ', at: '202607010900' },
      ]),
      'unbekannter_auftrag.edi': iftsta('ST0101', [{ nr: '999999999', code: 'ABH', at: '202607010800' }]),
    };
    for (const [name, bytes] of Object.entries(bad)) await writeFile(join(dirs.inbox, name), bytes);
    await poll(fresh.id);
    expect(await files(dirs.error)).toEqual(Object.keys(bad).sort());
    expect(await files(dirs.inbox)).toEqual([]);
    const o = await order(fresh.id);
    expect([o.auftragshistorie, o.sdstId, o.status.id, o.uebertragen]).toEqual([[], null, 1, true]);
    const log = logged.join('');
    expect(log).toContain('Die Datei kaputt.edi wurde nicht verarbeitet und liegt im Fehlerordner');
    expect(log).toContain('Der Statuscode XYZ ist im Statusübersetzer nicht hinterlegt.');
    expect(log).toContain('Zur Auftragsnummer 999999999 wurde kein Auftrag per EDIFACT übergeben.');
    // Nothing of the refused interchange is remembered: corrected, the same control reference is read.
    await writeFile(
      join(dirs.inbox, 'korrigiert.edi'),
      iftsta('ST0100', [{ nr: fresh.spedeigennr, code: 'ABH', at: '202607010800' }]),
    );
    await poll(fresh.id);
    expect((await order(fresh.id)).sdstId).toBe(101);
  });

  it('refuses a hand-over whose file cannot be written with a German 503 and marks nothing', async () => {
    const fresh = await createOrder();
    // The outbox is a file now: writing into it fails.
    await rm(dirs.outbox, { recursive: true });
    await writeFile(dirs.outbox, 'kein Ordner');
    try {
      const res = await call('POST', `/api/auftraege/uebertragen?ids=${fresh.id}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()[0]).toMatchObject({ id: 'edifact.ausgangFehler', header: 'Übergabe' });
      expect(res.json()[0].message).toMatch(/^Die Übergabe an das Dispositionssystem ist gerade nicht möglich/);
      expect((await order(fresh.id)).uebertragen).toBe(false);
      const { rows } = await t.db.query('SELECT 1 FROM edifact_ausgang WHERE auftrag_id = $1', [fresh.id]);
      expect(rows).toEqual([]);
    } finally {
      await rm(dirs.outbox);
      await mkdir(dirs.outbox);
    }
  });

  it('follows the status translator: a code of a shipment status the admin assigned elsewhere shows there', async () => {
    const fresh = await createOrder();
    await handOver(fresh.id);
    await writeFile(
      join(dirs.inbox, 'vorbehalt.edi'),
      iftsta('ST0200', [{ nr: fresh.spedeigennr, code: 'ZMV', at: '202607031000' }]),
    );
    await poll(fresh.id);
    const o = await order(fresh.id);
    // 'Zustellung mit Vorbehalt' has no display status in the seed: it is no proof of delivery.
    expect([o.sdstId, o.abliefernachweisExists, o.auftragshistorie[0].sendungsstatus.kurzBezeichnung]).toEqual([
      106,
      false,
      'Zustellung mit Vorbehalt',
    ]);
  });
});
