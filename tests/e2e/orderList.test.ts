import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allColumnHeaders, loginAs, sweepColumns, withPortal } from './helpers';

const LIST = '/disponent-online/auftragsmanagement/auftragsresearch';

describe('Auftragsliste im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  async function loginAsDemo(): Promise<Page> {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('grid', { name: 'Auftragsliste' }).waitFor();
    return page;
  }

  /** Creates orders through the real API with the browser session's token (test data, not a mock). */
  async function createOrders(page: Page, references: string[]): Promise<void> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    for (const reference of references) {
      const response = await page.request.post(`${fx.portal.baseUrl}/api/auftraege`, {
        headers: { authorization: `Bearer ${token}`, 'language-id': '0' },
        data: {
          status: { id: 1 },
          typ: 0,
          frankatur: { id: 5 },
          verkehrsart: { id: 1 },
          spedfremdnr: reference,
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

  const grid = (page: Page) => page.getByRole('grid', { name: 'Auftragsliste' });
  const bodyRows = (page: Page) => grid(page).locator('tbody tr[aria-selected]');
  // Every column, also the ones the grid has not rendered because they are scrolled out of view.
  const headers = (page: Page) => allColumnHeaders(grid(page));

  it('demo sucht, sortiert, markiert, übergibt und findet sein Spaltenlayout nach dem Neuladen wieder', async () => {
    const page = await loginAsDemo();
    expect(new URL(page.url()).pathname).toBe(LIST);
    await createOrders(page, ['E2E-Liste-1', 'E2E-Liste-2', 'E2E-Liste-3']);

    const search = page.getByRole('searchbox', { name: 'Suche' });
    expect(await search.getAttribute('placeholder')).toBe('Auftragsnummer, Empfänger, Referenz');
    await search.fill('E2E-Liste');
    await expect.poll(() => bodyRows(page).count()).toBe(3);
    // demo's stored page size (rowsInGrid, seeded 50) is the list's page size.
    await page.getByText('Anzahl gemäß Suchvorgaben: 3 / Anzeige pro Seite: 50 / Anzeige aktuell: 1-3').waitFor();

    const referenz = grid(page).getByRole('columnheader', { name: 'Referenz', exact: true });
    await referenz.getByRole('button').click();
    await expect.poll(() => referenz.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => bodyRows(page).first().textContent()).toContain('E2E-Liste-1');
    await referenz.getByRole('button').click();
    await expect.poll(() => referenz.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => bodyRows(page).first().textContent()).toContain('E2E-Liste-3');

    await bodyRows(page).first().click();
    expect(await bodyRows(page).first().getAttribute('aria-selected')).toBe('true');
    const sidebar = page.getByRole('complementary', { name: 'Auftragsdetails' });
    await sidebar.getByRole('table', { name: 'Summen' }).waitFor();
    // 38 columns are wider than the screen: the table scrolls in its own area and never runs under the sidebar.
    const gridBox = (await grid(page).locator('xpath=..').boundingBox())!;
    const sidebarBox = (await sidebar.boundingBox())!;
    expect(gridBox.x + gridBox.width).toBeLessThanOrEqual(sidebarBox.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1600);
    await sidebar.getByRole('tab', { name: 'Historie' }).click();
    const history = sidebar.getByRole('list', { name: 'Statushistorie' });
    await history.waitFor();
    expect(await history.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await history.locator('li[aria-current="step"]').count()).toBe(1);
    await sidebar.getByRole('tab', { name: 'Dokumente' }).click();
    await sidebar.getByText('Keine Dokumente vorhanden.').waitFor();
    const handOver = page.getByRole('button', { name: 'Übertragen' });
    await expect.poll(() => handOver.isEnabled()).toBe(true);
    await handOver.click();
    await page.getByText('1 Auftrag wurde zur Übertragung an DISPONENTplus markiert.').waitFor();
    // The list shows the mark at once, in the Status of the marked row.
    const statusColumn = await grid(page).getByRole('columnheader', { name: 'Status' }).getAttribute('aria-colindex');
    await expect
      .poll(async () =>
        (await bodyRows(page).first().locator(`[aria-colindex="${statusColumn}"]`).textContent())?.trim(),
      )
      .toBe('zur Übertragung markiert');

    await page.getByRole('button', { name: 'Spalten anpassen' }).click();
    const menu = page.getByRole('group', { name: 'Spalten anpassen' });
    const saved = page.waitForResponse((r) => r.url().includes('/api/userAnsichten/save/') && r.ok());
    const erfasser = menu.getByRole('checkbox', { name: 'Erfasser' });
    await erfasser.waitFor();
    // The menu opens with a transition; a click during it can be lost, so click the label until the box is clear.
    await expect
      .poll(
        async () => {
          if (await erfasser.isChecked()) await menu.getByText('Erfasser', { exact: true }).click();
          return erfasser.isChecked();
        },
        { interval: 500, timeout: 10_000 },
      )
      .toBe(false);
    await saved;
    const savedAgain = page.waitForResponse((r) => r.url().includes('/api/userAnsichten/save/') && r.ok());
    await menu.getByRole('button', { name: 'Status nach vorne' }).click();
    await savedAgain;
    const before = await headers(page);
    expect(before[0]).toBe('Status');
    expect(before).not.toContain('Erfasser');

    await page.reload();
    await grid(page).waitFor();
    await expect.poll(async () => (await headers(page))[0]).toBe('Status');
    expect(await headers(page)).not.toContain('Erfasser');
    expect(await headers(page)).toHaveLength(37);
    await page.close();
  });

  it('ohne gespeichertes Spaltenlayout lädt die Liste ohne Fehler in der Konsole', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    // haupt has never saved a layout in this database: the view answers 200 without one, the grid shows the defaults.
    const view = page.waitForResponse((r) => r.url().includes('/api/userAnsichten/') && r.request().method() === 'GET');
    await loginAs(page, fx.portal.baseUrl, 'haupt');
    expect((await view).status()).toBe(200);
    expect((await (await view).json()).configjson).toBeNull();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    expect(await headers(page)).toHaveLength(38);
    // The icon the browser asks for exists (before, it asked for /favicon.ico outside the portal's path: a 404).
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '/favicon.ico';
      return (await fetch(href)).status;
    });
    expect(icon).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('zeigt lange Firmennamen bei 1600×900 ungekürzt: die Spaltenbreite folgt den Zellen (orders.md §9)', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await grid(page).waitFor();
    await createOrders(page, ['E2E-Breite-1']);
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-Breite');
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    const cell = bodyRows(page).getByRole('gridcell', { name: 'Weser Elektrotechnik GmbH', exact: true });
    const sizes: { scroll: number; client: number }[] = [];
    await sweepColumns(grid(page), async () => {
      if (await cell.count())
        sizes.push(await cell.evaluate((td) => ({ scroll: td.scrollWidth, client: td.clientWidth })));
    });
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size.scroll).toBeLessThanOrEqual(size.client);
    // No cell of up to 40 characters is cut (over 40 the column stops at 390 px and the cell shows its text as a tooltip).
    const cut: (string | null)[] = [];
    await sweepColumns(grid(page), async () => {
      cut.push(
        ...(await grid(page)
          .locator('tbody td[role="gridcell"]')
          .evaluateAll((cells) =>
            cells
              .filter((td) => (td.textContent ?? '').length <= 40 && td.scrollWidth > td.clientWidth)
              .map((td) => td.textContent),
          )),
      );
    });
    expect(cut).toEqual([]);
    await page.close();
  });

  it('ein ungültiger Zeitraum meldet sich wie beim Export und lässt keine alten Zeilen stehen', async () => {
    const page = await loginAsDemo();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    const from = page.getByRole('combobox', { name: 'Datum von' });
    const to = page.getByRole('combobox', { name: 'Datum bis' });
    const alert = page.getByRole('search', { name: 'Suchvorgaben' }).getByRole('alert');

    await from.fill('01.01.2099');
    await from.press('Tab');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
    await expect.poll(() => bodyRows(page).count()).toBe(0);
    await page.getByText('Anzahl gemäß Suchvorgaben: 0 / Anzeige pro Seite: 50 / Anzeige aktuell: 0-0').waitFor();
    expect(await page.getByRole('button', { name: 'Drucken' }).isDisabled()).toBe(true);

    // A valid period searches again; then a text that is no date in Datum bis.
    await from.fill('01.01.2020');
    await from.press('Tab');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    expect(await alert.count()).toBe(0);
    await to.fill('31.02.2026');
    await to.press('Tab');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
    await expect.poll(() => bodyRows(page).count()).toBe(0);
    await page.close();
  });

  it('tippt demo 01.11.2026 in "Datum von", sucht die Liste einmal, mit dem vollständigen Datum (nie ab 01.11.2020)', async () => {
    const page = await loginAsDemo();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/auftraege/search') searches.push(url.searchParams.get('datumVon') ?? '');
    });
    const from = page.getByRole('combobox', { name: 'Datum von' });
    await from.fill('');
    await page.waitForLoadState('networkidle');
    searches.length = 0;
    // Slower than the list's search delay, so every intermediate text would get its own search if it were one.
    await from.pressSequentially('01.11.2026', { delay: 400 });
    await from.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual(['2026-11-01']);
    expect(await from.inputValue()).toBe('01.11.2026');
    await page.close();
  });

  it('ohne Markierung meldet eine Zeilenaktion "Bitte markieren Sie eine Zeile."', async () => {
    const page = await loginAsDemo();
    await page.getByRole('button', { name: 'Übertragung abbrechen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Bitte markieren Sie eine Zeile.');
    await page.close();
  });
});
