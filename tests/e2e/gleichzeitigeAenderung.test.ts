import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, withPortal } from './helpers';

const CAPTURE = '/disponent-online/auftragsmanagement/auftragserfassung';
const LIST = '/disponent-online/auftragsmanagement/auftragsresearch';
const tokenOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
  'language-id': '0',
});
const referenzOf = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Empfänger' }).getByRole('textbox', { name: 'Empfängerreferenz' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * No lost updates in the browser: demo and haupt open the same order in two browser contexts; demo saves
 * first, haupt's save of the old version shows the 409 text with demo's name, keeps what haupt typed, and 'Neu laden' shows
 * demo's change; saving again on the reloaded order works.
 */
describe('Gleichzeitige Änderung eines Auftrags in zwei Browsern', () => {
  const fx = withPortal();

  it('der zweite Speichervorgang meldet die Änderung von demo, behält die Eingabe und lädt auf Wunsch neu', async () => {
    const demo = await (await fx.browser.newContext({ viewport: { width: 1600, height: 1100 } })).newPage();
    const haupt = await (await fx.browser.newContext({ viewport: { width: 1600, height: 1100 } })).newPage();
    await loginAs(demo, fx.portal.baseUrl, 'demo');
    await loginAs(haupt, fx.portal.baseUrl, 'haupt');
    const created = await demo.request.post(`${fx.portal.baseUrl}/api/auftraege`, {
      headers: await tokenOf(demo),
      data: {
        status: { id: 1 },
        typ: 0,
        frankatur: { id: 5 },
        verkehrsart: { id: 1 },
        empfaengerReferenz: 'E2E-START',
        absender: { name: 'Elbe Papierwerke GmbH', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
        empfaenger: { name: 'Weser Elektrotechnik GmbH', plz: '28195', ort: 'Bremen', lkz: 'DE' },
        auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as { id: number; spedeigennr: string };

    for (const page of [demo, haupt]) {
      await page.goto(`${fx.portal.baseUrl}${CAPTURE}/${order.id}`);
      await expect.poll(() => referenzOf(page).inputValue()).toBe('E2E-START');
    }
    await referenzOf(demo).fill('VON-DEMO');
    await referenzOf(haupt).fill('VON-HAUPT');

    await demo.getByRole('button', { name: 'Speichern', exact: true }).click();
    await demo.getByText(`Der Auftrag ${order.spedeigennr} wurde erfolgreich aktualisiert.`).first().waitFor();

    await haupt.getByRole('button', { name: 'Speichern', exact: true }).click();
    const dialog = haupt.getByRole('alertdialog').filter({ hasText: 'Der Datensatz wurde inzwischen von demo am' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(
      /Der Datensatz wurde inzwischen von demo am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} geändert\. Bitte laden Sie ihn neu\./,
    );
    // Nothing typed is lost: the field still holds haupt's value, the page stays on the order, the stored order is demo's.
    expect(await referenzOf(haupt).inputValue()).toBe('VON-HAUPT');
    expect(pathOf(haupt)).toBe(`${CAPTURE}/${order.id}`);
    const stored = await haupt.request.get(`${fx.portal.baseUrl}/api/auftraege/${order.id}`, {
      headers: await tokenOf(haupt),
    });
    expect(((await stored.json()) as { empfaengerReferenz: string }).empfaengerReferenz).toBe('VON-DEMO');

    await dialog.getByRole('button', { name: 'Neu laden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => referenzOf(haupt).inputValue()).toBe('VON-DEMO');

    // Based on the reloaded version, haupt's save goes through.
    await referenzOf(haupt).fill('VON-HAUPT');
    await haupt.getByRole('button', { name: 'Speichern', exact: true }).click();
    await haupt.getByText(`Der Auftrag ${order.spedeigennr} wurde erfolgreich aktualisiert.`).first().waitFor();
    await expect.poll(() => pathOf(haupt)).toBe(LIST);
    await demo.context().close();
    await haupt.context().close();
  });
});
