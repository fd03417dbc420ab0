import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWebhookReceiver, type WebhookReceiver } from '../api/helpers/webhookReceiver';
import { launchBrowser, loginAs, seriousViolations, startPortal, startTogether, type RunningPortal } from './helpers';

describe('Webhooks im echten Browser gegen den echten Server', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The receiver listens on 127.0.0.1: allowed only with the test setting (production refuses loopback).
    [portal, browser] = await startTogether(startPortal({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } }), launchBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await receiver?.close();
  });

  it("ein Hauptbenutzer legt einen Endpunkt an, drückt 'Testen' und sieht den Antwortcode im Zustellprotokoll", async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, portal.baseUrl, 'haupt');
    await page.getByRole('button', { name: 'Benutzer-Daten' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
    await page.getByText('Noch keine Endpunkte angelegt.').waitFor();

    await page.getByRole('textbox', { name: /^Adresse \(URL\)/ }).fill(receiver.url);
    await page.getByRole('switch', { name: 'Auftrag geändert' }).check({ force: true });
    await page.getByRole('switch', { name: 'Auftrag zugestellt' }).check({ force: true });
    await page.getByRole('button', { name: 'Endpunkt speichern' }).click();
    await page.getByText(`Der Endpunkt ${receiver.url} wurde erfolgreich gespeichert.`).first().waitFor();
    const list = page.getByRole('grid', { name: 'Webhook-Endpunkte' });
    await list.getByText('Auftrag geändert, Auftrag zugestellt').waitFor();
    // The secret, shown once: the receiver checks the test event's signature with it.
    const secret = await page.getByRole('textbox', { name: 'Geheimnis' }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    receiver.status = 202;
    await page.getByRole('button', { name: 'Testen' }).click();
    await page.getByText('Testereignis gesendet: Antwortcode 202.').first().waitFor();
    const log = page.getByRole('grid', { name: 'Zustellprotokoll' });
    const entry = log.getByRole('row').filter({ hasText: 'Testereignis' });
    await entry.getByText('202', { exact: true }).waitFor();
    await entry.getByText('zugestellt', { exact: true }).waitFor();
    const hook = receiver.received.at(-1)!;
    const [t, v1] = String(hook.headers['disponent-signatur'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex')).toBe(v1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/webhooks-1600.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('grid', { name: 'Zustellprotokoll' }).waitFor();
    // The page fits the phone's width; the lists scroll sideways inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/webhooks-390.png', fullPage: true });
    await page.close();
  });

  it('ein Benutzer ohne Hauptbenutzerrecht sieht den Menüpunkt nicht und auf der Seite, warum', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Benutzer-Daten' }).click();
    await page.getByRole('menuitem', { name: 'Benutzermanagement' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Webhooks' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${portal.baseUrl}/disponent-online/masterdata/webhooks`);
    await page
      .getByText('Webhooks richten Administratoren und Hauptbenutzer Ihres Mandanten ein.', { exact: false })
      .waitFor();
    await page.close();
  });
});
