import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, withPortal, fillParties } from './helpers';

const cell = (page: Page, label: string, row: number) =>
  page.getByRole('textbox', { name: `${label} (Zeile ${row})`, exact: true });
const tokenOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
  'language-id': '0',
});
type Stored = {
  id: number;
  nachnahmeBetrag: number;
  auftragspositionen: { bruttoGewicht: number; volumenCBM: number; lademittelAnzahl: number }[];
};

/** An ordinary order with decimals and computed values is saved, reopened and edited again in Chromium. */
describe('Auftragserfassung mit Nachkommastellen und berechneten Werten im echten Browser', () => {
  const fx = withPortal();

  it('demo erfasst 8,2 kg, 3 Europaletten 120×80×100 und 19,99 € Nachnahme, speichert, öffnet und ändert den Auftrag', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await fillParties(page);

    await cell(page, 'Inhalt', 1).fill('Papierrollen');
    await cell(page, 'Gewicht kg', 1).fill('8,2');
    const lademittel = page.getByRole('combobox', { name: 'Lademittel (Zeile 1)' });
    const europalette = (await lademittel.locator('option').allTextContents()).find((t) => t.includes('Europalette'))!;
    await lademittel.selectOption({ label: europalette });
    await cell(page, 'Anzahl LM', 1).fill('3');
    await cell(page, 'Länge cm', 1).fill('120');
    await cell(page, 'Breite cm', 1).fill('80');
    await cell(page, 'Höhe cm', 1).fill('100');
    await expect.poll(() => cell(page, 'CBM', 1).inputValue()).toBe('2,880');
    await page.getByRole('textbox', { name: 'Betrag', exact: true }).fill('19,99');

    await page.getByRole('button', { name: 'Speichern' }).click();
    const saved = page.getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./).first();
    await saved.waitFor();
    expect(await page.getByText('Zu viele Nachkommastellen.').count()).toBe(0);
    const number = /Der Auftrag (\d+)/.exec((await saved.textContent()) ?? '')![1];
    const found = await page.request.get(`${fx.portal.baseUrl}/api/auftraege/nr/${number}`, {
      headers: await tokenOf(page),
    });
    const order = (await found.json()) as Stored;
    expect(order.nachnahmeBetrag).toBe(19.99);
    expect(order.auftragspositionen).toMatchObject([{ bruttoGewicht: 8.2, lademittelAnzahl: 3, volumenCBM: 2.88 }]);

    // Reopened, every decimal is shown as typed; edited again with 4 pallets of height 102 (CBM 3,917) and 1,15 kg.
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung/${order.id}`);
    await expect.poll(() => cell(page, 'Gewicht kg', 1).inputValue()).toBe('8,20');
    expect(await page.getByRole('textbox', { name: 'Betrag', exact: true }).inputValue()).toBe('19,99');
    expect(await cell(page, 'CBM', 1).inputValue()).toBe('2,880');
    await cell(page, 'Gewicht kg', 1).fill('1,15');
    await cell(page, 'Anzahl LM', 1).fill('4');
    await cell(page, 'Höhe cm', 1).fill('102');
    await expect.poll(() => cell(page, 'CBM', 1).inputValue()).toBe('3,917');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Der Auftrag ${number} wurde erfolgreich aktualisiert.`).first().waitFor();
    const changed = (await (
      await page.request.get(`${fx.portal.baseUrl}/api/auftraege/${order.id}`, { headers: await tokenOf(page) })
    ).json()) as Stored;
    expect(changed.auftragspositionen).toMatchObject([{ bruttoGewicht: 1.15, lademittelAnzahl: 4, volumenCBM: 3.917 }]);
    expect(changed.nachnahmeBetrag).toBe(19.99);
    await page.close();
  });
});
