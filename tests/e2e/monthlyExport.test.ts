import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loginAs, withPortal } from './helpers';

describe('Monatlicher CSV-Export im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo exportiert den Vorgabezeitraum (eine gestreamte Antwort) und erhält die Datei mit allen Aufträgen', async () => {
    const page = await fx.browser.newPage({ acceptDownloads: true });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Monatlicher CSV-Export' }).click();
    // The order list left behind has date filters with the same names: the export screen must be there first.
    await page.getByRole('heading', { name: 'Monatlicher CSV-Export' }).waitFor();
    const from = page.getByRole('combobox', { name: /^Datum von/ });
    await from.waitFor();
    const [von, bis] = [await from.inputValue(), await page.getByRole('combobox', { name: /^Datum bis/ }).inputValue()];
    expect(von).toMatch(/^02\.\d{2}\.\d{4}$/);
    expect(bis).toMatch(/^01\.\d{2}\.\d{4}$/);

    // The count the server gives for this period, asked with the browser session's own token.
    const iso = (de: string) => de.split('.').reverse().join('-');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const count = (await (
      await page.request.get(
        `${fx.portal.baseUrl}/api/auftragexport/countexportcsvmtl?datumVon=${iso(von)}&datumBis=${iso(bis)}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as number;
    expect(count).toBeGreaterThan(10);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Aufträge als CSV exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Auftraege_${iso(von)}_${iso(bis)}.csv`);
    await expect
      .poll(() => page.getByRole('status', { name: 'Exportierte Aufträge' }).textContent())
      .toBe(`${count} / ${count}`);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].startsWith('"Auftragsnummer";"Status"')).toBe(true);
    expect(lines).toHaveLength(count + 1);
    await page.getByText(`Der Export ist abgeschlossen: ${file.suggestedFilename()}`).waitFor();

    await page.getByRole('combobox', { name: /^Datum bis/ }).fill('01.01.2020');
    await page.getByRole('combobox', { name: /^Datum bis/ }).press('Enter');
    // The picker stays open after typing: close it so it does not cover the button.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Aufträge als CSV exportieren' }).click();
    await page.getByText('Bitte korrigieren Sie die Angaben des Zeitraumes.').first().waitFor();
    await page.close();
  });
});
