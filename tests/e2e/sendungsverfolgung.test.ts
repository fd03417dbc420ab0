import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createPgliteDb, pgliteDataDir } from '../../server/db/pglite';
import { startSmtpReceiver, type SmtpReceiver } from '../api/helpers/smtpReceiver';
import { seededDataCopy } from './helpers/seededData';
import {
  DEMO_PASSWORD,
  launchBrowser,
  seriousViolations,
  startPortal,
  startTogether,
  type RunningPortal,
} from './helpers';

const RECIPIENT = 'warenannahme@empfaenger.example';

/** A recipient follows the shipment from the status mail: the tracking page without login, on a phone and a desktop. */
describe('Sendungsverfolgung im echten Browser', () => {
  let dataDir: string;
  let portal: RunningPortal;
  let browser: Browser;
  let smtp: SmtpReceiver;
  const order = { open: 0 };
  let trackingPath = '';
  let unsubscribePath = '';
  const start = () => startPortal({ dataDir, env: { SMTP_URL: smtp.url } });

  beforeAll(async () => {
    dataDir = await seededDataCopy(async (dir) => {
      await (await startPortal({ dataDir: dir })).stop();
    });
    // Started once for the migrations, then the tenant switch and the recipient's address set as the admin area would.
    await (await startPortal({ dataDir })).stop();
    const db = await createPgliteDb(pgliteDataDir(dataDir));
    try {
      const {
        rows: [hamburg],
      } = await db.query<{ id: number }>("SELECT id FROM mandant WHERE name = 'Nordlicht Logistik Hamburg'");
      await db.query("INSERT INTO config_param (mandant_id, key, value) VALUES ($1, 'isShowTTMailAdress', 'true')", [
        hamburg.id,
      ]);
      const {
        rows: [open],
      } = await db.query<{ id: number }>(
        'SELECT id FROM auftrag WHERE mandant_id = $1 AND status_id = 1 AND NOT uebertragen ORDER BY id LIMIT 1',
        [hamburg.id],
      );
      order.open = open.id;
      await db.query(
        `UPDATE auftrag SET daten = jsonb_set(daten, '{empfaenger,mailTrackTrace}', to_jsonb($2::text)) WHERE id = $1`,
        [open.id, RECIPIENT],
      );
    } finally {
      await db.close();
    }
    smtp = await startSmtpReceiver();
    [portal, browser] = await startTogether(start(), launchBrowser());
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (path: string, width: number): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    await page.goto(`${portal.baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Sendungsverfolgung', level: 1 }).waitFor();
    // The heading fits the card at every width (nothing cut on a phone).
    const fits = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const card = h1.parentElement!.getBoundingClientRect();
      return h1.scrollWidth <= h1.clientWidth && h1.getBoundingClientRect().right <= card.right;
    });
    expect(fits).toBe(true);
    return page;
  };

  it('mails the recipient on hand-over; the link opens the timeline without login at 390 px', async () => {
    const login = await fetch(`${portal.baseUrl}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const handOver = await fetch(`${portal.baseUrl}/api/dplus-update/auftraege?ids=${order.open}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(handOver.status).toBe(204);
    // The background work sends it within its round (10 s).
    const mail = await smtp.nextMailTo(RECIPIENT, 30_000);
    expect(mail.subject).toMatch(/wurde an die Spedition übergeben$/);
    const link = /https?:\/\/\S+\/disponent-online\/sendungsverfolgung\/[A-Za-z0-9_-]{43}(?=\s)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const path = new URL(link![0]).pathname;
    trackingPath = path;
    unsubscribePath = `${path}/abmelden`;
    expect(mail.text).toContain(`${link![0]}/abmelden`);

    const page = await open(path, 390);
    const timeline = page.getByRole('list', { name: 'Sendungsverlauf' });
    await timeline.waitFor();
    expect(await timeline.getByText('Auftrag erfasst').isVisible()).toBe(true);
    expect(await timeline.getByRole('listitem').count()).toBe(6);
    expect(await page.getByText('Zustellfenster', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(/^Zustellung nach \d{5} /).isVisible()).toBe(true);
    // No login form, no menu of the portal, nothing wider than the phone.
    expect(await page.getByRole('textbox', { name: /Benutzername/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/tracking-unterwegs-390.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.close();
  }, 90_000);

  it('mails on the way and delivered; the same link then shows the proof of delivery, at 1600 and 390 px', async () => {
    // The dispatch system reports pick-up, delivery run and delivery (written into the history while the portal is down).
    await portal.stop();
    const db = await createPgliteDb(pgliteDataDir(dataDir));
    try {
      await db.query(
        `INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort)
         SELECT $1, now() + make_interval(mins => s.n), s.sdst, 'Hamburg' FROM (VALUES (1, 101), (2, 104), (3, 105)) AS s(n, sdst)`,
        [order.open],
      );
    } finally {
      await db.close();
    }
    portal = await start();
    const onTheWay = await smtp.nextMailTo(RECIPIENT, 30_000);
    expect(onTheWay.subject).toMatch(/ist unterwegs$/);
    const delivered = await smtp.nextMailTo(RECIPIENT, 30_000);
    expect(delivered.subject).toMatch(/wurde zugestellt$/);
    expect(delivered.text).toContain(trackingPath);

    for (const width of [1600, 390]) {
      const page = await open(trackingPath, width);
      await page.getByText('Ihre Sendung wurde zugestellt.').waitFor();
      const proof = page.getByRole('region', { name: 'Abliefernachweis' });
      await proof.waitFor();
      expect(await proof.getByText('Zugestellt am').isVisible()).toBe(true);
      expect(await proof.getByText('Hamburg').isVisible()).toBe(true);
      const timeline = page.getByRole('list', { name: 'Sendungsverlauf' });
      expect(await timeline.locator('[aria-current="step"]').textContent()).toContain('Zugestellt');
      await page.screenshot({ path: `/tmp/tracking-zugestellt-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('unsubscribes from the link in the mail with a button', async () => {
    const page = await open(unsubscribePath, 390);
    await page.getByRole('button', { name: 'Status-E-Mails abbestellen' }).click();
    await page.getByText('Sie erhalten zu dieser Sendung keine Status-E-Mails mehr.').waitFor();
    expect(await page.getByRole('button', { name: 'Status-E-Mails abbestellen' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/tracking-abgemeldet-390.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('answers an unknown link with the German message', async () => {
    const page = await open(`/disponent-online/sendungsverfolgung/${'A'.repeat(43)}`, 390);
    await page
      .getByText('Diese Sendungsverfolgung gibt es nicht. Bitte prüfen Sie den Link aus Ihrer E-Mail.')
      .waitFor();
    await page.close();
  });
});
