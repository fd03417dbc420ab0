import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, startPortal, startTogether, type RunningPortal } from './helpers';

/** The server counts at most SEARCH_COUNT_CAP matches (10,000; here 20, so 30 orders are enough to pass it). */
describe('Auftragsliste: mehr Treffer als der Server zählt', () => {
  let portal: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    [portal, browser] = await startTogether(startPortal({ env: { SEARCH_COUNT_CAP: '20' } }), launchBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** 30 orders through the real API with the browser session's token. */
  async function createOrders(page: Page): Promise<void> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    for (let i = 1; i <= 30; i++) {
      const response = await page.request.post(`${portal.baseUrl}/api/auftraege`, {
        headers: { authorization: `Bearer ${token}`, 'language-id': '0' },
        data: {
          status: { id: 1 },
          typ: 0,
          frankatur: { id: 5 },
          verkehrsart: { id: 1 },
          spedfremdnr: `E2E-Grenze-${i}`,
          absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
          empfaenger: {
            name: 'Weser Elektrotechnik GmbH',
            strasse: 'Hauptstraße',
            plz: '28195',
            ort: 'Bremen',
            lkz: 'DE',
          },
          auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  }

  it('zeigt "mehr als 20" und blättert weiter, solange die Seite voll ist', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAs(page, portal.baseUrl, 'demo');
    const grid = page.getByRole('grid', { name: 'Auftragsliste' });
    await grid.waitFor();
    await createOrders(page);
    await page.getByRole('combobox', { name: 'Anzeige pro Seite' }).selectOption('13');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-Grenze');
    await page
      .getByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-13')
      .waitFor();
    const pager = page.getByRole('navigation', { name: 'Seitennavigation' });
    expect(await pager.getByRole('button', { name: 'Letzte Seite' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Nächste Seite' }).click();
    await page
      .getByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 14-26')
      .waitFor();
    // Page 3 lies past the 20 counted orders: reachable because page 2 was full.
    await pager.getByRole('button', { name: 'Nächste Seite' }).click();
    await page
      .getByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 27-30')
      .waitFor();
    await expect.poll(() => grid.locator('tbody tr[aria-selected]').count()).toBe(4);
    expect(await pager.getByRole('button', { name: 'Nächste Seite' }).isDisabled()).toBe(true);
    // Below the cap the count is exact again.
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-Grenze-1');
    await page.getByText('Anzahl gemäß Suchvorgaben: 11 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-11').waitFor();
  });
});
