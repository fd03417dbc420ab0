import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { columnLetter, excelSerial, readCsvWithPython, readXlsxWithPython } from '../readers';
import { loginAs, withPortal } from './helpers';

/**
 * The exports as a German dispatcher opens them: Auftrag.csv and Auftrag.xlsx of marked rows in the order list, the
 * monthly export in both formats, downloaded from the real portal in Chromium and read by Python's csv module and by
 * Python's zipfile + ElementTree (tests/readers), never by our own code.
 */
describe('Exporte (CSV und Excel) im echten Browser gegen den echten Server', () => {
  const fx = withPortal();
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const german = (iso: string) => iso.split('-').reverse().join('.');

  /** Orders to the postcode 01623 (Lommatzsch) with a number-like recipient reference, created through the real API. */
  async function createOrders(page: Page, prefix: string): Promise<{ datum: string }[]> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const created: { datum: string }[] = [];
    for (const [i, reference] of [`${prefix}-1`, `${prefix}-2`].entries()) {
      const response = await page.request.post(`${fx.portal.baseUrl}/api/auftraege`, {
        headers: { authorization: `Bearer ${token}`, 'language-id': '0' },
        data: {
          status: { id: 1 },
          typ: 0,
          frankatur: { id: 5 },
          verkehrsart: { id: 1 },
          spedfremdnr: reference,
          empfaengerReferenz: `0081${i}`,
          nachnahmeBetrag: 1234.5,
          nachnahmeWaehrung: { id: 2 },
          absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
          empfaenger: {
            name: 'Lommatzscher Mühle GmbH',
            strasse: 'Döbelner Straße',
            plz: '01623',
            ort: 'Lommatzsch',
            lkz: 'DE',
          },
          auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500.5, verpackungAnzahl: 2 }],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push((await response.json()) as { datum: string });
    }
    return created;
  }

  /** The order rows of a CSV read by Python: header and the rows whose Referenz starts with the prefix. */
  function csvOrders(file: string, prefix: string) {
    const {
      bom,
      rows: [header, ...rows],
    } = readCsvWithPython(file);
    expect(bom).toBe(true);
    const at = (name: string) => header.indexOf(name);
    return { header, at, ours: rows.filter((r) => r[at('Referenz')].startsWith(prefix)) };
  }

  /** The xlsx read by Python: the header cells by name and the cells of the rows whose Referenz starts with the prefix. */
  function xlsxOrders(file: string, prefix: string) {
    const book = readXlsxWithPython(file);
    const headers: string[] = [];
    for (let i = 0; book.cells[`${columnLetter(i)}1`]; i++)
      headers.push(String(book.cells[`${columnLetter(i)}1`].value));
    const cell = (row: number, name: string) => book.cells[`${columnLetter(headers.indexOf(name))}${row}`];
    const ours = Array.from({ length: book.rows - 1 }, (_, i) => i + 2).filter((r) =>
      String(cell(r, 'Referenz')?.value).startsWith(prefix),
    );
    return { book, headers, cell, ours };
  }

  /** Clicks a button and returns the file the browser downloads. */
  async function download(page: Page, button: string): Promise<Download> {
    const file = page.waitForEvent('download');
    await page.getByRole('button', { name: button, exact: true }).click();
    return file;
  }

  it('Auftragsliste: Auftrag.csv und Auftrag.xlsx der markierten Aufträge', async () => {
    const page = await fx.browser.newPage({ acceptDownloads: true, viewport: { width: 1600, height: 1000 } });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const grid = page.getByRole('grid', { name: 'Auftragsliste' });
    await grid.waitFor();
    const [order] = await createOrders(page, 'E2E-Liste');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-Liste');
    const rows = grid.locator('tbody tr[aria-selected]');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(0).click();
    await rows.nth(1).click({ modifiers: ['Control'] });

    const csv = await download(page, 'Excel');
    expect(csv.suggestedFilename()).toBe('Auftrag.csv');
    const { header, at, ours } = csvOrders((await csv.path())!, 'E2E-Liste');
    expect(header).toContain('Empfängerreferenz');
    expect(ours).toHaveLength(2);
    // docs/exports.md: code cells are ="…" (Excel shows 01623); Python reads the documented form.
    expect(ours.map((r) => r[at('Empfänger PLZ')])).toEqual(['="01623"', '="01623"']);
    expect(ours.map((r) => r[at('Empfängerreferenz')]).sort()).toEqual(['="00810"', '="00811"']);
    expect(ours.map((r) => r[at('Nachnahme')])).toEqual(['1.234,50', '1.234,50']);

    const xlsx = await download(page, 'Excel (.xlsx)');
    expect(xlsx.suggestedFilename()).toBe('Auftrag.xlsx');
    const { book, headers, cell, ours: lines } = xlsxOrders((await xlsx.path())!, 'E2E-Liste');
    expect(book.sheet).toBe('Aufträge');
    expect(book.frozen).toBe(true);
    expect(headers).toContain('Empfängerreferenz');
    expect(lines).toHaveLength(2);
    const [row] = lines;
    expect(cell(1, 'Empfängerreferenz')).toMatchObject({ type: 's', bold: true });
    expect(cell(row, 'Empfänger PLZ')).toMatchObject({ type: 's', value: '01623', format: '@' });
    expect(cell(row, 'Nachnahme')).toMatchObject({ type: 'n', value: 1234.5, format: '#,##0.00' });
    expect(cell(row, 'Gewicht kg')).toMatchObject({ type: 'n', value: 500.5 });
    const [y, m, d] = new Date(order.datum).toISOString().slice(0, 10).split('-').map(Number);
    expect(cell(row, 'Erfassungsdatum')).toMatchObject({
      type: 'n',
      value: excelSerial(y, m, d),
      format: 'dd.mm.yyyy',
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('Monatlicher Export: CSV und Excel (.xlsx) des Zeitraums mit Fortschritt', async () => {
    const page = await fx.browser.newPage({ acceptDownloads: true });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const [order] = await createOrders(page, 'E2E-Monat');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Monatlicher CSV-Export' }).click();
    // The order list left behind has date filters with the same names: the export screen must be there first.
    await page.getByRole('heading', { name: 'Monatlicher CSV-Export' }).waitFor();
    // A period around today in UTC holds the new orders whatever the hour and the machine's time zone.
    const [von, bis] = [utcDay(-1), utcDay(1)];
    for (const [name, value] of [
      ['Datum von', von],
      ['Datum bis', bis],
    ]) {
      const field = page.getByRole('combobox', { name: new RegExp(`^${name}`) });
      await field.fill(german(value));
      await field.press('Enter');
      await page.keyboard.press('Escape');
    }
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const count = (await (
      await page.request.get(
        `${fx.portal.baseUrl}/api/auftragexport/countexportcsvmtl?datumVon=${von}&datumBis=${bis}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as number;
    expect(count).toBeGreaterThanOrEqual(2);
    const status = page.getByRole('status', { name: 'Exportierte Aufträge' });

    const csv = await download(page, 'Aufträge als CSV exportieren');
    expect(csv.suggestedFilename()).toBe(`Auftraege_${von}_${bis}.csv`);
    await expect.poll(() => status.textContent()).toBe(`${count} / ${count}`);
    const { header, at, ours } = csvOrders((await csv.path())!, 'E2E-Monat');
    expect(header).toContain('Empfängerreferenz');
    expect(ours.map((r) => r[at('Empfänger PLZ')])).toEqual(['="01623"', '="01623"']);

    const xlsx = await download(page, 'Aufträge als Excel (.xlsx) exportieren');
    expect(xlsx.suggestedFilename()).toBe(`Auftraege_${von}_${bis}.xlsx`);
    await expect.poll(() => status.textContent()).toBe(`${count} / ${count}`);
    await page.getByText(`Der Export ist abgeschlossen: ${xlsx.suggestedFilename()}`).waitFor();
    const { book, headers, cell, ours: lines } = xlsxOrders((await xlsx.path())!, 'E2E-Monat');
    expect(book.rows).toBe(count + 1);
    expect(book.frozen).toBe(true);
    expect(headers).toEqual(header);
    expect(cell(1, 'Empfängerreferenz')).toMatchObject({ type: 's', value: 'Empfängerreferenz', bold: true });
    expect(lines).toHaveLength(2);
    const row = lines[0];
    expect(cell(row, 'Empfänger PLZ')).toMatchObject({ type: 's', value: '01623', format: '@' });
    expect(cell(row, 'Empfängerreferenz')).toMatchObject({ type: 's', value: '00810', format: '@' });
    expect(cell(row, 'Nachnahme')).toMatchObject({ type: 'n', value: 1234.5, format: '#,##0.00' });
    expect(cell(row, 'Gewicht kg')).toMatchObject({ type: 'n', value: 500.5 });
    const [y, m, d] = new Date(order.datum).toISOString().slice(0, 10).split('-').map(Number);
    expect(cell(row, 'Erfassungsdatum')).toMatchObject({
      type: 'n',
      value: excelSerial(y, m, d),
      format: 'dd.mm.yyyy',
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
