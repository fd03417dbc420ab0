import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  login,
  startWebhookReceiver,
  type ReceivedHook,
  type TestApp,
  type WebhookReceiver,
} from './helpers';
import { createWebhooks, prune } from '../../server/webhooks';

type Json = Record<string, unknown>;
const MINUTE = 60_000;

const order = (extra: Json = {}) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: 'WH-1',
  absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Weser Druck KG', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  abholDatumVon: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
  auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 812.5, verpackungAnzahl: 4 }],
  ...extra,
});

/** The receiver's check, written from the documentation with node:crypto alone: signature and age of the timestamp. */
function verify(hook: ReceivedHook, secret: string, nowSeconds: number): Json {
  const header = String(hook.headers['disponent-signatur']);
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${hook.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('Signatur falsch');
  if (Math.abs(nowSeconds - Number(parts.t)) > 300) throw new Error('Zeitstempel zu alt');
  return JSON.parse(hook.body) as Json;
}

/** Webhooks: registration, signed delivery from the queue, retries with backoff, the log, the test button, refusals. */
describe('/api/webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  // The workers' clock runs with the real one, moved on by the test instead of waiting (the queue's rows are dated by
  // the database's clock).
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ webhooks: { allowPrivate: true, now: clock, pollMs: 0, timeoutMs: 5_000 } });
    for (const u of ['haupt', 'admin', 'demo', 'kunde-a']) tokens[u] = bearer((await login(t.app, u)).accessToken);
  });
  afterAll(async () => {
    await t.app.close();
    await receiver.close();
  });
  const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: tokens[user], ...(payload ? { payload } : {}) });
  const message = (res: { json: () => unknown }) => (res.json() as Json[])[0].message;
  const tick = () => t.app.webhooks.worker.tick();

  let endpoint: Json & { id: number; geheimnis: string };

  it('registers an endpoint for a main user and shows its secret only once', async () => {
    const res = await call('haupt', 'POST', '/api/webhooks', {
      url: receiver.url,
      ereignisse: [
        'auftrag.angelegt',
        'auftrag.geaendert',
        'auftrag.uebergeben',
        'auftrag.sendungsstatusGeaendert',
        'auftrag.zugestellt',
        'auftrag.preisErmittelt',
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    endpoint = res.json();
    expect(endpoint).toMatchObject({ url: receiver.url, aktiv: true });
    expect(endpoint.geheimnis).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = (await call('haupt', 'GET', '/api/webhooks')).json<Json[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('geheimnis');
  });

  it('delivers a created and a changed order, signed with the endpoint secret over timestamp and body', async () => {
    const created = await call('haupt', 'POST', '/api/auftraege', order());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Json>().id as number;
    const stored = (await call('haupt', 'GET', `/api/auftraege/${id}`)).json<Json>();
    const changed = await call('haupt', 'PUT', `/api/auftraege/${id}`, {
      ...order({ spedfremdnr: 'WH-2' }),
      version: stored.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(receiver.received).toHaveLength(0);
    expect(await tick()).toBe(2);
    const bodies = receiver.received.map((h) => verify(h, endpoint.geheimnis, Math.floor(clock().getTime() / 1000)));
    expect(bodies.map((b) => b.typ)).toEqual(['auftrag.angelegt', 'auftrag.geaendert']);
    expect(bodies[1]).toMatchObject({ mandantId: expect.any(Number), daten: { auftrag: { id, status: { id: 1 } } } });
    expect(bodies[1].id).toMatch(/^evt_\d+$/);
    expect(receiver.received[1].headers['disponent-ereignis']).toBe('auftrag.geaendert');
    // A body changed on the way no longer matches the signature.
    expect(() =>
      verify({ ...receiver.received[1], body: receiver.received[1].body.replace('WH', 'XX') }, endpoint.geheimnis, 0),
    ).toThrow();
    expect(() => verify(receiver.received[1], 'whsec_falsch', Math.floor(clock().getTime() / 1000))).toThrow(
      'Signatur falsch',
    );
    expect(await tick()).toBe(0);
  });

  it('retries a receiver answering 500 after 1 and 5 minutes, and logs every attempt with code and next attempt', async () => {
    receiver.received.length = 0;
    receiver.status = 500;
    const id = (await call('haupt', 'POST', '/api/auftraege', order())).json<Json>().id as number;
    expect((await call('haupt', 'POST', `/api/auftraege/uebertragen?ids=${id}`)).statusCode).toBe(200);
    expect(await tick()).toBe(2);
    expect(receiver.received.map((h) => h.headers['disponent-ereignis'])).toEqual([
      'auftrag.angelegt',
      'auftrag.uebergeben',
    ]);
    // Nothing is due before the first wait has passed.
    offset += MINUTE - 5_000;
    expect(await tick()).toBe(0);
    offset += 5_000;
    expect(await tick()).toBe(2);
    const log = (await call('haupt', 'GET', `/api/webhooks/${endpoint.id}/zustellungen`)).json<Json[]>();
    expect(log[0]).toMatchObject({ antwortcode: 500, versuch: 2, status: 'offen' });
    const nextAt = new Date(log[0].naechsterVersuch as string).getTime();
    expect(nextAt - new Date(log[0].zeitpunkt as string).getTime()).toBe(5 * MINUTE);
    expect(log.find((l) => l.versuch === 1 && l.typ === 'auftrag.uebergeben')).toMatchObject({
      naechsterVersuch: null,
    });
    // The receiver is back: the third attempt delivers; the same event id and delivery arrive again.
    receiver.status = 204;
    offset += 5 * MINUTE;
    expect(await tick()).toBe(2);
    const ids = receiver.received.map((h) => h.headers['disponent-ereignis-id']);
    expect(ids.slice(4)).toEqual(ids.slice(0, 2));
    const after = (await call('haupt', 'GET', `/api/webhooks/${endpoint.id}/zustellungen?searchLimit=2`)).json<
      Json[]
    >();
    expect(after.map((l) => [l.antwortcode, l.versuch, l.status, l.naechsterVersuch])).toEqual([
      [204, 3, 'zugestellt', null],
      [204, 3, 'zugestellt', null],
    ]);
  });

  it("gives up after the sixth attempt: 'fehlgeschlagen'", async () => {
    receiver.status = 503;
    const id = (await call('haupt', 'POST', '/api/auftraege', order())).json<Json>().id as number;
    expect(await tick()).toBe(1);
    for (const wait of [1, 5, 30, 120, 720]) {
      offset += wait * MINUTE;
      expect(await tick()).toBe(1);
    }
    offset += 48 * 60 * MINUTE;
    expect(await tick()).toBe(0);
    const [last] = (await call('haupt', 'GET', `/api/webhooks/${endpoint.id}/zustellungen`)).json<Json[]>();
    expect(last).toMatchObject({ versuch: 6, antwortcode: 503, status: 'fehlgeschlagen', naechsterVersuch: null });
    expect(id).toBeGreaterThan(0);
    receiver.status = 200;
  });

  it('raises shipment status, delivered and price events from the history and the dispatch system', async () => {
    receiver.received.length = 0;
    const id = (await call('haupt', 'POST', '/api/auftraege', order())).json<Json>().id as number;
    await t.db.query('INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id) VALUES ($1, now(), 101)', [id]);
    await t.db.query(
      "INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id) VALUES ($1, now() + interval '1 hour', 105)",
      [id],
    );
    await t.app.dispatch.requestPrice([id]);
    await t.app.dispatch.flush();
    await tick();
    const bodies = receiver.received.map((h) => verify(h, endpoint.geheimnis, Math.floor(clock().getTime() / 1000)));
    expect(bodies.map((b) => b.typ)).toEqual([
      'auftrag.angelegt',
      'auftrag.sendungsstatusGeaendert',
      'auftrag.sendungsstatusGeaendert',
      'auftrag.zugestellt',
      'auftrag.preisErmittelt',
    ]);
    expect(bodies[2].daten).toMatchObject({ sendungsstatus: { id: 105, kurzBezeichnung: 'Zugestellt' } });
    expect(bodies[3].daten).toMatchObject({ auftrag: { abliefernachweisExists: true } });
    expect(bodies[4].daten).toMatchObject({ preis: { waehrung: 'EUR' } });
  });

  it('lets two server processes share the queue: each delivery goes out once', async () => {
    receiver.received.length = 0;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await call('haupt', 'POST', '/api/auftraege', order())).json<Json>().id as number);
    // A second worker on the same database, as another process would run it (on PostgreSQL a pool of its own connections).
    const other = createWebhooks(t.db, { allowPrivate: true, now: clock, pollMs: 0, timeoutMs: 5_000 });
    const counts = await Promise.all([tick(), other.worker.tick()]);
    await other.worker.stop();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const ordersSent = receiver.received.map(
      (h) => (JSON.parse(h.body) as { daten: { auftrag: { id: number } } }).daten.auftrag.id,
    );
    expect(ordersSent.sort((a, b) => a - b)).toEqual(ids);
  });

  it("sends a test event on 'Testen' and shows its answer code in the log", async () => {
    receiver.status = 202;
    const res = await call('haupt', 'POST', `/api/webhooks/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ antwortcode: 202, fehler: null });
    const body = verify(receiver.received.at(-1)!, endpoint.geheimnis, Math.floor(clock().getTime() / 1000));
    expect(body).toMatchObject({ typ: 'webhook.test', daten: { endpunktId: endpoint.id } });
    const [entry] = (await call('haupt', 'GET', `/api/webhooks/${endpoint.id}/zustellungen`)).json<Json[]>();
    expect(entry).toMatchObject({
      typ: 'webhook.test',
      antwortcode: 202,
      versuch: 1,
      status: 'zugestellt',
      ereignisId: null,
    });
    receiver.status = 200;
  });

  it('renews the secret: later deliveries are signed with the new one', async () => {
    const res = await call('haupt', 'POST', `/api/webhooks/${endpoint.id}/geheimnis`);
    const renewed = res.json<{ geheimnis: string }>().geheimnis;
    expect(renewed).not.toBe(endpoint.geheimnis);
    await call('haupt', 'POST', `/api/webhooks/${endpoint.id}/test`);
    expect(() => verify(receiver.received.at(-1)!, endpoint.geheimnis, Math.floor(clock().getTime() / 1000))).toThrow();
    verify(receiver.received.at(-1)!, renewed, Math.floor(clock().getTime() / 1000));
    endpoint.geheimnis = renewed;
  });

  it('sends nothing to an inactive endpoint and nothing for events it did not choose', async () => {
    const put = await call('haupt', 'PUT', `/api/webhooks/${endpoint.id}`, {
      url: receiver.url,
      ereignisse: ['auftrag.zugestellt'],
      aktiv: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = receiver.received.length;
    await call('haupt', 'POST', '/api/auftraege', order());
    expect(await tick()).toBe(0);
    await call('haupt', 'PUT', `/api/webhooks/${endpoint.id}`, {
      url: receiver.url,
      ereignisse: ['auftrag.angelegt'],
      aktiv: false,
    });
    await call('haupt', 'POST', '/api/auftraege', order());
    expect(await tick()).toBe(0);
    expect(receiver.received.length).toBe(before);
  });

  it("keeps another tenant's endpoints invisible and refuses changes to them; refuses users without the right", async () => {
    expect((await call('kunde-a', 'GET', '/api/webhooks')).statusCode).toBe(403);
    // The admin sees the endpoints of the own tenant only (Nordlicht, like haupt), but a foreign main user none.
    await t.db.query('UPDATE benutzer SET main = true WHERE name = $1', ['kunde-a']);
    tokens['kunde-a'] = bearer((await login(t.app, 'kunde-a')).accessToken);
    expect((await call('kunde-a', 'GET', '/api/webhooks')).json()).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${endpoint.id}`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['POST', `/api/webhooks/${endpoint.id}/test`],
      ['POST', `/api/webhooks/${endpoint.id}/geheimnis`],
      ['GET', `/api/webhooks/${endpoint.id}/zustellungen`],
    ] as const) {
      const res = await call(
        'kunde-a',
        method,
        url,
        method === 'PUT' ? { url: receiver.url, ereignisse: ['auftrag.angelegt'] } : undefined,
      );
      expect(res.statusCode, url).toBe(404);
    }
    const demo = await call('demo', 'POST', '/api/webhooks', { url: receiver.url, ereignisse: ['auftrag.angelegt'] });
    expect(demo.statusCode).toBe(403);
    expect(message(demo)).toBe('Sie haben keine Berechtigung für diese Aktion.');
    expect((await call('admin', 'GET', '/api/webhooks')).json<Json[]>().map((e) => e.id)).toEqual([endpoint.id]);
  });

  it('refuses unknown events, a missing URL and credentials in the URL in German', async () => {
    const bad = async (payload: object) => {
      const res = await call('haupt', 'POST', '/api/webhooks', payload);
      expect(res.statusCode, res.body).toBe(400);
      return message(res);
    };
    expect(await bad({ url: '  ', ereignisse: ['auftrag.angelegt'] })).toBe(
      'Bitte geben Sie die Adresse (URL) des Endpunkts ein.',
    );
    expect(await bad({ url: receiver.url, ereignisse: [] })).toBe('Bitte wählen Sie mindestens ein Ereignis.');
    expect(await bad({ url: receiver.url, ereignisse: ['auftrag.geloescht'] })).toBe(
      'Das Ereignis „auftrag.geloescht“ ist nicht bekannt.',
    );
    expect(await bad({ url: 'https://a:b@example.com/x', ereignisse: ['auftrag.angelegt'] })).toBe(
      'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
    ); // Both fields wrong: both named in one answer, each at its field.
    const both = await call('haupt', 'POST', '/api/webhooks', { url: 'ftp://example.com', ereignisse: [] });
    expect(both.json<Json[]>().map((n) => [n.fieldname, n.message])).toEqual([
      ['url', 'Webhooks werden nur an HTTPS-Adressen (https://…) gesendet.'],
      ['ereignisse', 'Bitte wählen Sie mindestens ein Ereignis.'],
    ]);
  });

  it('removes events older than 30 days with their deliveries and log, never an open delivery', async () => {
    const count = async () =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_versuch WHERE endpunkt_id = $1', [
          endpoint.id,
        ])
      ).rows[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await prune(t.db, new Date(clock().getTime() - 29 * 86_400_000));
    expect(await count()).toBe(before);
    await prune(t.db, new Date(Date.now() + 31 * 86_400_000));
    expect(await count()).toBeLessThan(before);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT z.status FROM webhook_zustellung z JOIN webhook_ereignis e ON e.id = z.ereignis_id WHERE z.endpunkt_id = $1',
      [endpoint.id],
    );
    expect(rows.every((r) => r.status === 'offen')).toBe(true);
  });

  it('deletes an endpoint with its log', async () => {
    expect((await call('haupt', 'DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call('haupt', 'GET', `/api/webhooks/${endpoint.id}/zustellungen`)).statusCode).toBe(404);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM webhook_versuch WHERE endpunkt_id = $1', [
      endpoint.id,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });
});

/** Production mode (the default): private, loopback and link-local addresses and plain http are refused. */
describe('/api/webhooks in production mode', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let haupt: Record<string, string>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ webhooks: { pollMs: 0 } });
    haupt = bearer((await login(t.app, 'haupt')).accessToken);
  });
  afterAll(async () => {
    await t.app.close();
    await receiver.close();
  });
  const register = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: haupt,
      payload: { url, ereignisse: ['auftrag.angelegt'] },
    });

  it('refuses loopback, private and link-local addresses, also by name, and plain http, in German', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
    ]) {
      const res = await register(url);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as Json[])[0]).toMatchObject({ fieldname: 'url', header: 'Webhooks' });
      expect((res.json() as Json[])[0].message).toMatch(
        /liegt in einem privaten Netz, auf Loopback oder Link-Local; dorthin sendet das Portal keine Webhooks\.$/,
      );
    }
    const http = await register('http://example.com/hook');
    expect((http.json() as Json[])[0].message).toBe('Webhooks werden nur an HTTPS-Adressen (https://…) gesendet.');
  });

  it('checks the address again at delivery: an endpoint that points to loopback gets nothing', async () => {
    const tenant = (await t.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'haupt'"))
      .rows[0].id;
    const {
      rows: [row],
    } = await t.db.query<{ id: number }>(
      "INSERT INTO webhook_endpunkt (mandant_id, url, ereignisse, geheimnis) VALUES ($1, $2, '{auftrag.angelegt}', 'whsec_x') RETURNING id",
      [tenant, receiver.url.replace('http:', 'https:')],
    );
    await t.app.inject({ method: 'POST', url: '/api/auftraege', headers: haupt, payload: order() });
    expect(await t.app.webhooks.worker.tick()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const test = await t.app.inject({ method: 'POST', url: `/api/webhooks/${row.id}/test`, headers: haupt });
    expect(test.json()).toMatchObject({ antwortcode: null });
    expect(test.json().fehler).toMatch(/privaten Netz/);
    const log = await t.app.inject({ method: 'GET', url: `/api/webhooks/${row.id}/zustellungen`, headers: haupt });
    expect(log.json<Json[]>().map((l) => [l.typ, l.antwortcode, l.status])).toEqual([
      ['webhook.test', null, 'fehlgeschlagen'],
      ['auftrag.angelegt', null, 'offen'],
    ]);
  });
});
