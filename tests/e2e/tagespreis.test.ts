import { describe, expect, it } from 'vitest';
import { loginAs, withPortal } from './helpers';

type Order = { id: number; spedeigennr: string; kf_id: number | null; berechnBetrag?: number };
const euro = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('Tagespreis im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo öffnet einen berechneten Demo-Auftrag und sieht Berechnung und Positionen; ohne kf_id bleibt der Knopf gesperrt', async () => {
    // A common laptop screen: the dialog (90% wide) is narrower than the columns' widths by the §9 rule.
    const page = await fx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const orders = (await (
      await page.request.get(`${fx.portal.baseUrl}/api/auftraege/mandant?searchLimit=1000`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Order[];
    const priced = orders.find((o) => o.kf_id);
    const unpriced = orders.find((o) => !o.kf_id);
    expect(priced && unpriced).toBeTruthy();

    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung/${unpriced!.id}`);
    await page.getByRole('heading', { name: `Auftrag ${unpriced!.spedeigennr}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Tagespreis' }).isDisabled()).toBe(true);

    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung/${priced!.id}`);
    await page.getByRole('heading', { name: `Auftrag ${priced!.spedeigennr}` }).waitFor();
    const button = page.getByRole('button', { name: 'Tagespreis' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Tagespreis' });
    const berechnung = dialog.getByRole('grid', { name: 'Berechnung', exact: true });
    await berechnung.getByRole('gridcell', { name: euro.format(priced!.berechnBetrag!), exact: true }).waitFor();
    expect(await berechnung.getByRole('gridcell', { name: 'EUR', exact: true }).count()).toBe(1);
    const positionen = dialog.getByRole('grid', { name: 'Positionen der Berechnung' });
    await positionen.getByRole('gridcell', { name: 'Grundfracht', exact: true }).waitFor();
    expect(await positionen.getByRole('row').count()).toBe(3);
    // Rates with 2 fixed decimals (orders.md §9): the stand-in tariff's 8.4 per started 100 kg and toll 1.2 per 100 kg.
    expect(await positionen.getByRole('gridcell', { name: '8,40', exact: true }).count()).toBe(1);
    expect(await positionen.getByRole('gridcell', { name: '1,20', exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/eingaben-tagespreis-e2e.png' });

    // Every header shows in full: not cut in its cell, and inside the visible part of its table (no sideways scrolling).
    for (const grid of [berechnung, positionen]) {
      const headers = await grid.evaluate((table) => {
        const view = table.parentElement!.getBoundingClientRect();
        return [...table.querySelectorAll('[role=columnheader]')].map((h) => {
          const box = h.getBoundingClientRect();
          return {
            text: h.textContent,
            cut: h.scrollWidth > h.clientWidth,
            outside: box.left < view.left - 0.5 || box.right > view.right + 0.5,
          };
        });
      });
      expect(headers.length).toBeGreaterThan(10);
      expect(headers.filter((h) => h.cut || h.outside)).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
