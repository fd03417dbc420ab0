import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePriceParts, tariffPart } from '../../server/dispatch';
import { createMailer } from '../../server/mail';
import { deliverDueMails } from '../../server/tracking';
import { bearer, createMailTestApp, createTestApp, login, mandantId, type SmtpReceiver, type TestApp } from './helpers';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const RECIPIENT = 'empfang@empfaenger.example';

/** docs/tracking.md: the recipient's public tracking link, its answer and the status mails through the outbox. */
describe('tracking for recipients', () => {
  let t: TestApp & { smtp: SmtpReceiver; close: () => Promise<void> };
  let demo: string;
  let tenant: number;
  const q = async <R>(sql: string, params: unknown[] = []) =>
    (await t.db.query<R & Record<string, unknown>>(sql, params)).rows;
  const tokenOf = async (id: number) =>
    (await q<{ token: string }>('SELECT token FROM sendungsverfolgung WHERE auftrag_id = $1', [id]))[0].token;
  const track = (token: string) => t.app.inject({ method: 'GET', url: `/api/sendungsverfolgung/${token}` });
  const setSwitch = async (value: string) => {
    await t.db.query("DELETE FROM config_param WHERE mandant_id = $1 AND key = 'isShowTTMailAdress'", [tenant]);
    await t.db.query("INSERT INTO config_param (mandant_id, key, value) VALUES ($1, 'isShowTTMailAdress', $2)", [
      tenant,
      value,
    ]);
  };
  /** A fresh order of the demo tenant (status erfasst) whose recipient has the given track-and-trace address. */
  const openOrder = async (mail: string | null, skip: number) => {
    const [{ id }] = await q<{ id: number }>(
      'SELECT id FROM auftrag WHERE mandant_id = $1 AND status_id = 1 AND NOT uebertragen ORDER BY id OFFSET $2 LIMIT 1',
      [tenant, skip],
    );
    await t.db.query(
      `UPDATE auftrag SET daten = jsonb_set(daten, '{empfaenger,mailTrackTrace}', to_jsonb($2::text)) WHERE id = $1`,
      [id, mail ?? ''],
    );
    return id;
  };
  const handOver = async (id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dplus-update/auftraege?ids=${id}`,
      headers: bearer(demo),
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  // What the dispatch system writes back: a shipment status in the order's history.
  const status = (id: number, sdst: number, hoursAfter: number) =>
    t.db.query(
      `INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort)
       SELECT id, datum + make_interval(hours => $3), $2, 'Hamburg' FROM auftrag WHERE id = $1`,
      [id, sdst, hoursAfter],
    );
  const outbox = (id: number) =>
    q<{ stufe: string; gesendet: Date | null; verworfen: string | null }>(
      'SELECT stufe, gesendet, verworfen FROM sendungsverfolgung_mail WHERE auftrag_id = $1 ORDER BY id',
      [id],
    );

  beforeAll(async () => {
    t = await createMailTestApp();
    demo = (await login(t.app, 'demo')).accessToken;
    tenant = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.close());

  it('gives every order an unguessable, unique URL-safe token, new orders too', async () => {
    const rows = await q<{ auftrag_id: number; token: string }>('SELECT auftrag_id, token FROM sendungsverfolgung');
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
    expect(rows.length).toBe(n);
    expect(rows.every((r) => TOKEN.test(r.token))).toBe(true);
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
    // 32 random bytes: no token carries its order's number, and neighbouring orders share no prefix.
    expect(rows.filter((r) => r.token.includes(String(r.auftrag_id))).length).toBeLessThan(rows.length / 10);
    const [order] = await q<{ id: number }>('SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id LIMIT 1', [
      tenant,
    ]);
    const copy = await q<{ id: number }>(
      `INSERT INTO auftrag (mandant_id, spedeigennr, daten) SELECT mandant_id, 'TT-' || id, daten FROM auftrag WHERE id = $1 RETURNING id`,
      [order.id],
    );
    expect(await tokenOf(copy[0].id)).toMatch(TOKEN);
    expect(await tokenOf(copy[0].id)).not.toBe(await tokenOf(order.id));
  });

  it('answers only timeline, delivery window, postcode and town and the proof of delivery', async () => {
    const [{ id: deliveredId }] = await q<{ id: number }>(
      'SELECT id FROM auftrag WHERE mandant_id = $1 AND abliefernachweis ORDER BY id LIMIT 1',
      [tenant],
    );
    // With a price calculation, so there is a price that must not show.
    await storePriceParts(t.db, deliveredId, tariffPart(840, '2026-03-02'));
    const [order] = await q<{ id: number; daten: Record<string, unknown> }>(
      'SELECT id, daten FROM auftrag WHERE id = $1',
      [deliveredId],
    );
    expect(order.daten.berechnBetrag).toBeGreaterThan(0);
    const res = await track(await tokenOf(order.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['abgemeldet', 'abliefernachweis', 'verlauf', 'zielort', 'zugestellt', 'zustellfenster'].sort(),
    );
    const empfaenger = order.daten.empfaenger as Record<string, string>;
    const absender = order.daten.absender as Record<string, string>;
    expect(body.zielort).toEqual({ plz: empfaenger.plz, ort: empfaenger.ort });
    expect(body.zugestellt).toBe(true);
    expect(body.abliefernachweis).toEqual({ datum: expect.any(String), ort: 'Hamburg', unterschrift: false });
    expect(body.verlauf.map((v: { label: string }) => v.label)).toEqual(
      expect.arrayContaining(['Auftrag erfasst', 'Abgeholt', 'Zugestellt']),
    );
    expect(body.verlauf.filter((v: { state: string }) => v.state === 'current')).toEqual([
      expect.objectContaining({ label: 'Zugestellt' }),
    ]);
    expect(body.zustellfenster).toEqual({
      datum: String(order.daten.zustellDatumVon).slice(0, 10),
      von: null,
      bis: null,
    });
    // Nothing else of the order: no prices, no names, streets or phone numbers, no order number or references.
    const text = res.body;
    for (const secret of [
      empfaenger.name,
      empfaenger.strasse,
      empfaenger.telefon,
      empfaenger.kontakt,
      absender.name,
      absender.strasse,
      absender.ort,
      String(order.daten.spedfremdnr),
      String(order.daten.berechnBetrag),
    ].filter((s) => s && s !== empfaenger.ort))
      expect(text).not.toContain(secret);
    for (const key of ['berechn', 'betrag', 'preis', 'waehrung', 'strasse', 'name', 'spedeigennr', 'id"'])
      expect(text.toLowerCase()).not.toContain(key.toLowerCase());
  });

  it('answers an unknown or malformed token 404 with a German text, without a session', async () => {
    for (const token of ['A'.repeat(43), 'kurz', "x' OR '1'='1"]) {
      const res = await track(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual([
        expect.objectContaining({
          id: 'sendungsverfolgung.nichtGefunden',
          header: 'Sendungsverfolgung',
          message: 'Diese Sendungsverfolgung gibt es nicht. Bitte prüfen Sie den Link aus Ihrer E-Mail.',
        }),
      ]);
    }
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/sendungsverfolgung/${'B'.repeat(43)}/abmelden`,
    });
    expect(unsubscribe.statusCode).toBe(404);
  });

  it('mails the recipient each stage once, with the tracking link and the unsubscribe link', async () => {
    await setSwitch('true');
    const id = await openOrder(RECIPIENT, 0);
    const token = await tokenOf(id);
    await handOver(id);
    // Written with the hand-over, before anything is sent: a crash now loses nothing.
    expect(await outbox(id)).toEqual([{ stufe: 'uebergeben', gesendet: null, verworfen: null }]);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 1 });
    const first = await t.smtp.nextMailTo(RECIPIENT);
    expect(first.subject).toMatch(/^Ihre Sendung nach \d{5} .+ wurde an die Spedition übergeben$/);
    expect(first.text).toContain(`https://portal.example/disponent-online/sendungsverfolgung/${token}\n`);
    expect(first.text).toContain(`https://portal.example/disponent-online/sendungsverfolgung/${token}/abmelden`);
    expect(first.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      `https://portal.example/api/sendungsverfolgung/${token}/abmelden`,
    );
    expect(first.messageId).toBe(`<sendungsverfolgung-${id}-uebergeben@portal.example>`);

    await status(id, 101, 12);
    await status(id, 102, 24);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 1 });
    expect((await t.smtp.nextMailTo(RECIPIENT)).subject).toMatch(/ist unterwegs$/);
    // Handed over again and a further status on the way: these stages were mailed already.
    await t.db.query('UPDATE auftrag SET uebertragen = false WHERE id = $1', [id]);
    await handOver(id);
    await status(id, 104, 36);
    expect(await t.app.trackingMails.deliver()).toEqual({ sent: 0, dropped: 0, failed: 0 });

    await status(id, 105, 48);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 1 });
    const delivered = await t.smtp.nextMailTo(RECIPIENT);
    expect(delivered.subject).toMatch(/wurde zugestellt$/);
    expect(delivered.text).toContain('Abliefernachweis');
    expect(t.smtp.mails.filter((m) => m.text?.includes(token))).toHaveLength(3);
    const answer = (await track(token)).json();
    expect(answer.abliefernachweis).toEqual({ datum: expect.any(String), ort: 'Hamburg', unterschrift: false });
  });

  it('stops the mails of an order once its recipient unsubscribed, also those already queued', async () => {
    await setSwitch('true');
    const id = await openOrder(RECIPIENT, 1);
    const token = await tokenOf(id);
    await handOver(id);
    const res = await t.app.inject({ method: 'POST', url: `/api/sendungsverfolgung/${token}/abmelden` });
    expect(res.statusCode).toBe(204);
    expect((await track(token)).json().abgemeldet).toBe(true);
    const before = t.smtp.mails.length;
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0, dropped: 1 });
    await status(id, 101, 12);
    await status(id, 105, 24);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0 });
    expect(await outbox(id)).toEqual([{ stufe: 'uebergeben', gesendet: null, verworfen: 'abgemeldet' }]);
    expect(t.smtp.mails.length).toBe(before);
  });

  it('sends nothing without the tenant switch or without the recipient address', async () => {
    await setSwitch('false');
    const withAddress = await openOrder(RECIPIENT, 2);
    await handOver(withAddress);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0, dropped: 1 });
    expect(await outbox(withAddress)).toEqual([{ stufe: 'uebergeben', gesendet: null, verworfen: 'ausgeschaltet' }]);
    await setSwitch('true');
    const without = await openOrder(null, 3);
    await handOver(without);
    await status(without, 101, 12);
    expect(await outbox(without)).toEqual([]);
  });

  it('tries a failed mail again later and sends it once', async () => {
    await setSwitch('true');
    const id = await openOrder('retry@empfaenger.example', 4);
    await handOver(id);
    const refusing = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '/nonexistent', from: 'x@y.invalid' });
    expect(await deliverDueMails(t.db, refusing, 'https://portal.example')).toMatchObject({ failed: 1, sent: 0 });
    refusing.close();
    const [row] = await q<{ versuche: number; wartet: boolean; letzter_fehler: string }>(
      `SELECT versuche, naechster_versuch > now() AS wartet, letzter_fehler FROM sendungsverfolgung_mail WHERE auftrag_id = $1`,
      [id],
    );
    expect(row).toMatchObject({ versuche: 1, wartet: true });
    expect(row.letzter_fehler).toBeTruthy();
    // Not yet due: the next round leaves it; once due, it leaves once.
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0 });
    await t.db.query('UPDATE sendungsverfolgung_mail SET naechster_versuch = now() WHERE auftrag_id = $1', [id]);
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 1 });
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0 });
    await t.smtp.nextMailTo('retry@empfaenger.example');
    // Counted by the Message-ID fixed per order and stage (an order number in a text may match other mails too).
    expect(t.smtp.mails.filter((m) => m.messageId?.includes(`<sendungsverfolgung-${id}-`))).toHaveLength(1);
  });

  it('leaves a row another process is sending, takes it over once its lease ran out, and sends it once', async () => {
    await setSwitch('true');
    const id = await openOrder('lease@empfaenger.example', 5);
    await handOver(id);
    // A process took the row and died while sending.
    await t.db.query(
      "UPDATE sendungsverfolgung_mail SET gesperrt_bis = now() + interval '1 minute', versuche = 1 WHERE auftrag_id = $1",
      [id],
    );
    expect(await t.app.trackingMails.deliver()).toMatchObject({ sent: 0 });
    await t.db.query(
      "UPDATE sendungsverfolgung_mail SET gesperrt_bis = now() - interval '1 second' WHERE auftrag_id = $1",
      [id],
    );
    // Two rounds at once (two processes): the row leaves once.
    const rounds = await Promise.all([
      deliverDueMails(t.db, t.app.mailer, t.app.publicUrl),
      deliverDueMails(t.db, t.app.mailer, t.app.publicUrl),
    ]);
    expect(rounds[0].sent + rounds[1].sent).toBe(1);
    await t.smtp.nextMailTo('lease@empfaenger.example');
    expect(t.smtp.mails.filter((m) => m.messageId?.includes(`-${id}-`))).toHaveLength(1);
  });
});

describe('tracking: the public calls are limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bruteForce: { sendungsverfolgung: { perAddress: 3, perName: 3 } } });
  });
  afterAll(() => t.app.close());

  it('answers 429 with the German text and Retry-After once the budget is used, known token or not', async () => {
    const [{ token }] = (
      await t.db.query<{ token: string }>('SELECT token FROM sendungsverfolgung ORDER BY auftrag_id LIMIT 1')
    ).rows;
    for (const url of [`/api/sendungsverfolgung/${token}`, `/api/sendungsverfolgung/${'C'.repeat(43)}`])
      await t.app.inject({ method: 'GET', url });
    expect((await t.app.inject({ method: 'GET', url: `/api/sendungsverfolgung/${token}` })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: `/api/sendungsverfolgung/${token}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json()[0].id).toBe('auth.zuVieleVersuche');
  });
});
