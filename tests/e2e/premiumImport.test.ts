import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readXlsxWithPython } from '../readers';
import { DEMO_PASSWORD, loginAs, seriousViolations, withPortal } from './helpers';

type Cell = string | number;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER: Cell[] = ['LKZ', 'PLZ von', 'PLZ bis', 'Terminart'];

/** A premium file as a spreadsheet program saves it: the sheet Premiumgebiete with the header and the rows. */
async function premiumFile(rows: Cell[][]): Promise<Buffer> {
  return writeXlsxFile(
    [HEADER, ...rows].map((r) => r.map((value) => ({ value }))),
    { sheet: 'Premiumgebiete' },
  ).toBuffer();
}

/** Switches isBexPremium on for the admin's tenant through the configurator call (account-admin.md §7 PUT coco). */
async function premiumOn(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${baseUrl}/api/config-param/coco`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'language-id': '0' },
    body: JSON.stringify([{ key: 'isBexPremium', value: 'true' }]),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** Chooses a file through the tab's file choice (the hidden input behind 'Datei auswählen'). */
async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
}

describe('Premiumimport im echten Browser gegen den echten Server', () => {
  const fx = withPortal();
  const dir = mkdtempSync(join(tmpdir(), 'don-premium-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('admin eines Mandanten mit isBexPremium: Vorlage, Datei mit einer fehlerhaften Zeile abgelehnt, dann gute Datei importiert', async () => {
    // Without the switch the tab is not there.
    const before = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(before, fx.portal.baseUrl, 'admin');
    await before.getByRole('button', { name: 'Adminbereich' }).click();
    await before.getByRole('tab', { name: 'Sendungsstatus' }).waitFor();
    expect(await before.getByRole('tab', { name: 'Premiumimport' }).count()).toBe(0);
    await before.close();

    await premiumOn(fx.portal.baseUrl);
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 }, acceptDownloads: true });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('tab', { name: 'Premiumimport' }).click();
    const stored = page.getByRole('grid', { name: 'Gespeicherte Premiumgebiete' });
    await stored.getByText('Noch keine Premiumgebiete importiert.').waitFor();
    expect(await page.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);

    // The template, read by Python's zipfile + ElementTree: the sheet Premiumgebiete with the four headers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vorlage herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Premiumimport_Vorlage.xlsx');
    const template = join(dir, 'Premiumimport_Vorlage.xlsx');
    await download.saveAs(template);
    const read = readXlsxWithPython(template);
    expect(read.sheet).toBe('Premiumgebiete');
    expect(read.rows).toBe(1);
    expect(['A1', 'B1', 'C1', 'D1'].map((c) => read.cells[c].value)).toEqual(HEADER);

    // Another file type is refused before reading.
    await page
      .getByRole('tabpanel')
      .locator('input[type=file]')
      .setInputFiles({ name: 'Premiumgebiete.csv', mimeType: 'text/csv', buffer: Buffer.from('LKZ;PLZ von\n') });
    await page.getByRole('alert').filter({ hasText: 'Bitte eine Excel-Datei (.xlsx) auswählen.' }).waitFor();

    // One bad row (row 3): the preview names it, the import stays closed, nothing is stored.
    await choose(
      page,
      'Premium_fehlerhaft.xlsx',
      await premiumFile([
        ['DE', '01000', '01999', 50],
        ['DE', '30000', '29999', 53],
        ['AT', '1010', '1230', 52],
      ]),
    );
    await page
      .getByText('Die Datei enthält Fehler in 1 Zeilen (Zeile 3); importiert wird nur eine Datei ohne Fehler.')
      .waitFor();
    const preview = page.getByRole('grid', { name: 'Vorschau Premiumimport' });
    await preview
      .getByRole('row')
      .filter({ hasText: 'Terminart: Bitte eine Premium-Terminart 50, 51 oder 52 eingeben.' })
      .filter({ hasText: '3' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);
    await stored.getByText('Noch keine Premiumgebiete importiert.').waitFor();
    await page.screenshot({ path: '/tmp/premium-fehler-1600.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The corrected file: read without errors, imported, listed as stored.
    await choose(
      page,
      'Premium.xlsx',
      await premiumFile([
        ['DE', '01000', '01999', 50],
        ['DE', '20000', '22999', 51],
        ['AT', '1010', '1230', 52],
      ]),
    );
    await page.getByText('3 Premiumgebiete gelesen, ohne Fehler.').waitFor();
    await page.getByRole('button', { name: 'Importieren' }).click();
    await page.getByText('Datei erfolgreich importiert').first().waitFor();
    await stored.getByRole('row').filter({ hasText: '22999' }).waitFor();
    expect(
      await stored
        .getByRole('row')
        .filter({ hasText: /^(?!.*LKZ)/ })
        .count(),
    ).toBeGreaterThanOrEqual(3);
    await preview.getByText('Noch keine Datei gewählt.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/premium-importiert-1600.png', fullPage: true });

    // A phone: the tab opened afresh at 390 px (the session stays), a file with errors in the preview.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('tab', { name: 'Premiumimport' }).click();
    await stored.getByRole('row').filter({ hasText: '22999' }).waitFor();
    await choose(page, 'Premium_fehlerhaft.xlsx', await premiumFile([['de', '1', '2', 50]]));
    await page
      .getByText('Die Datei enthält Fehler in 1 Zeilen (Zeile 2); importiert wird nur eine Datei ohne Fehler.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/premium-390.png', fullPage: true });
    expect(readFileSync('/tmp/premium-390.png').length).toBeGreaterThan(0);
    await page.close();
  });
});
