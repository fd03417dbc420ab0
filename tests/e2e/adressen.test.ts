import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

/** Picks the entry of a suggest box whose name starts with `entry`, once the list answered the typed text. */
async function choose(page: Page, box: string, typed: string, entry: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: box });
  await combobox.click();
  await combobox.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(`^${entry}`) }).first();
  await option.and(page.locator(':not([aria-disabled="true"])')).waitFor();
  await option.click();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Adressen' });
const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Suche' }).fill(text);
};
/** Searches and waits until the grid shows exactly `rows` rows (the answer to this text, not the list before it). */
const searchRows = async (page: Page, text: string, rows: number) => {
  await search(page, text);
  await expect.poll(() => grid(page).locator('tbody tr[aria-selected]').count()).toBe(rows);
};
const notice = (page: Page, text: string) => page.getByText(text).first().waitFor();
const save = (page: Page) => page.getByRole('button', { name: 'Speichern' }).click();

// In Chromium against the real server: the address book of demo (Nordlicht Logistik Hamburg).
describe('Adressenmanagement und Adresserfassung im echten Browser', () => {
  const fx = withPortal();

  it('demo sucht, legt an, ändert, kopiert eine übertragene Adresse und entfernt eine Adresse', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Benutzer-Daten' }).click();
    await page.getByRole('menuitem', { name: 'Adressenmanagement' }).click();
    await grid(page).getByText('Zimmermann Holzbau').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Search by name, then a row action without a marked row.
    await searchRows(page, 'Zimmermann', 2);
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const hint = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Bitte markieren Sie eine Zeile.' });
    await hint.waitFor();
    await hint.getByRole('button', { name: 'Ok' }).click();

    // Create: country, postcode and place through the place search, street and phone.
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.getByRole('heading', { name: 'Neue Adresse' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alster Testhandel GmbH');
    await page.getByRole('tab', { name: 'Anschrift' }).click();
    await choose(page, 'LKZ', 'DE', 'DE');
    await choose(page, 'PLZ oder Ort suchen', '20095', '20095');
    expect(await page.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe('Hamburg');
    await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Ballindamm');
    await page.getByRole('tab', { name: 'Kontakt' }).click();
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+49 40 123456');
    await save(page);
    await notice(page, 'Die Adresse Alster Testhandel GmbH wurde erfolgreich angelegt.');
    expect(new URL(page.url()).pathname).toBe('/disponent-online/masterdata/adressmanagement');

    // Edit by double click: the street changes.
    await searchRows(page, 'Alster Testhandel', 1);
    await grid(page).getByText('Alster Testhandel GmbH').dblclick();
    await page.getByRole('heading', { name: 'Adresse Alster Testhandel GmbH' }).waitFor();
    await page.getByRole('tab', { name: 'Anschrift' }).click();
    expect(await page.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).toBe('20095');
    await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Jungfernstieg');
    await save(page);
    await notice(page, 'Die Adresse Alster Testhandel GmbH wurde erfolgreich aktualisiert.');
    await search(page, 'Jungfernstieg');
    await grid(page).getByText('Alster Testhandel GmbH').waitFor();

    // An address in transfer: read only with the hint, save disabled; its copy is free and saved as a new address.
    await searchRows(page, 'M20048', 1);
    await grid(page).getByText('Hanseatische Kaffeerösterei GmbH').dblclick();
    await page
      .getByText('Die Adresse ist in Übertragung: bitte kopieren Sie die Adresse und ändern Sie die Kopie.')
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await searchRows(page, 'M20048', 1);
    await grid(page).getByText('Hanseatische Kaffeerösterei GmbH').click();
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await page.getByRole('heading', { name: 'Kopie der Adresse Hanseatische Kaffeerösterei GmbH' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nummer', exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Matchcode', exact: true }).inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hanseatische Kaffeerösterei Kopie');
    await page.getByRole('tab', { name: 'Kontakt' }).click();
    expect(await page.getByRole('textbox', { name: 'Kontakt', exact: true }).inputValue()).toBe('');
    await save(page);
    await notice(page, 'Die Adresse Hanseatische Kaffeerösterei Kopie wurde erfolgreich angelegt.');
    await search(page, 'Kaffeerösterei Kopie');
    await grid(page).getByText('Hanseatische Kaffeerösterei Kopie').waitFor();

    // Delete after the question.
    await searchRows(page, 'Alster Testhandel', 1);
    await grid(page).getByText('Alster Testhandel GmbH').click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Soll die Adresse entfernt werden?').waitFor();
    await page.getByRole('button', { name: 'Ja' }).click();
    await notice(page, 'Die Adresse wurde erfolgreich entfernt!');
    await grid(page).getByText('Alster Testhandel GmbH').waitFor({ state: 'detached' });
    await page.close();
  });

  it('mit isAdresseTelefonEdit bleibt das Telefon einer übertragenen Adresse änderbar, alles andere nicht', async () => {
    // The admin of the main tenant frees the phone for its sub-tenants (configurator operation, as an admin saves it).
    const api = (path: string, init: RequestInit = {}, token?: string) =>
      fetch(`${fx.portal.baseUrl}/api${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const { accessToken } = (await (
      await api('/authentication/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'Disponent#2026' }),
      })
    ).json()) as { accessToken: string };
    expect(
      (
        await api(
          '/config-param/coco',
          { method: 'PUT', body: JSON.stringify([{ key: 'isAdresseTelefonEdit', value: 'true' }]) },
          accessToken,
        )
      ).status,
    ).toBe(200);

    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/masterdata/adressmanagement`);
    await searchRows(page, 'M20052', 1);
    await grid(page).getByText('Schmidt & Söhne Baustoffe').dblclick();
    await page
      .getByText('Die Adresse ist in Übertragung: bitte kopieren Sie die Adresse und ändern Sie die Kopie.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    await page.getByRole('tab', { name: 'Kontakt' }).click();
    expect(await page.getByRole('textbox', { name: 'Kontakt', exact: true }).isEditable()).toBe(false);
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+49 40 555 0101');
    await save(page);
    await notice(page, 'Die Adresse Schmidt & Söhne Baustoffe wurde erfolgreich aktualisiert.');
    await searchRows(page, 'M20052', 1);
    await grid(page).getByText('+49 40 555 0101').waitFor();
    await page.close();
  });

  it('sortiert nach einer Spalte und behält das Spaltenlayout des Benutzers', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/masterdata/adressmanagement`);
    await grid(page).getByText('Zimmermann Holzbau').first().waitFor();
    const rows = () => grid(page).locator('tbody tr[aria-selected]');
    const orte = async () =>
      (await rows().all()).length
        ? Promise.all((await rows().all()).map((r) => r.locator('td').nth(6).innerText()))
        : [];
    // The server sorts lower-cased text byte by byte (PostgreSQL C locale): A–Z lowered, other letters as they are.
    const key = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const sorted = (list: string[], desc: boolean) =>
      [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
    const ort = grid(page).getByRole('columnheader', { name: 'Ort', exact: true });
    await ort.getByRole('button').click();
    await expect.poll(() => ort.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const list = await orte();
        return list.length > 1 && JSON.stringify(list) === JSON.stringify(sorted(list, false));
      })
      .toBe(true);
    await ort.getByRole('button').click();
    await expect.poll(() => ort.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const list = await orte();
        return list.length > 1 && JSON.stringify(list) === JSON.stringify(sorted(list, true));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Spalten anpassen' }).click();
    const menu = page.getByRole('group', { name: 'Spalten anpassen' });
    const saved = page.waitForResponse((r) => r.url().includes('/api/userAnsichten/save/adressmanagement') && r.ok());
    const ortsteil = menu.getByRole('checkbox', { name: 'Ortsteil' });
    await ortsteil.waitFor();
    await expect
      .poll(
        async () => {
          if (await ortsteil.isChecked()) await menu.getByText('Ortsteil', { exact: true }).click();
          return ortsteil.isChecked();
        },
        { interval: 500, timeout: 10_000 },
      )
      .toBe(false);
    await saved;
    await page.reload();
    await grid(page).getByText('Zimmermann Holzbau').first().waitFor();
    await expect
      .poll(() => grid(page).getByRole('columnheader').allTextContents())
      .toEqual(
        ['Matchcode', 'Nummer', 'Name', 'Zeile 2', 'LKZ', 'PLZ', 'Ort', 'Straße', 'Kontakt', 'Telefon'].map((h) =>
          expect.stringContaining(h),
        ),
      );
    await page.close();
  });
});

// The address import of the admin area, with a bad row (nothing stored, the line named) and a good file
// saved by a spreadsheet program in Windows-1252.
describe('Adressimport im Adminbereich im echten Browser', () => {
  const fx = withPortal();
  const header = 'fremdnummer;name;zeile2;zeile3;strasse;hausnummer;zusatz;ortsteil;ort;plz;lkz;kontakt;telefon';
  const chooseFile = async (page: Page, name: string, content: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Datei auswählen' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: content });
  };

  it('admin liest eine Datei mit einer fehlerhaften Zeile (nichts importiert, Zeile genannt) und importiert dann eine gute', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('heading', { name: 'Adressimport' }).waitFor();
    // The screen loads its tenant list after it appears; on a busy machine the form is drawn again when it arrives.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Vorlage herunterladen' }).click();
    const file = await template;
    expect(file.suggestedFilename()).toBe('Adressimport_Vorlage.csv');
    expect((await readFile(await file.path())).toString('utf8')).toBe(`\uFEFF${header}\r\n`);

    const bad = `${header}\r\n7001;Import Gut Eins GmbH;;;Ballindamm;1;;;Hamburg;20095;DE;;\r\n7002;;;;Jungfernstieg;2;;;Hamburg;20354;DE;;\r\n`;
    await chooseFile(page, 'adressen.csv', Buffer.from(bad, 'utf8'));
    await page
      .getByText('Die Datei enthält Fehler in 1 Zeilen (Zeile 3); importiert wird nur eine Datei ohne Fehler.')
      .waitFor();
    const preview = page.getByRole('grid', { name: 'Vorschau Adressimport' });
    const badRow = preview.getByRole('row').filter({ hasText: 'Jungfernstieg' });
    expect(await badRow.getByRole('gridcell').first().innerText()).toBe('3');
    expect(await badRow.innerText()).toContain('Name: Feld ist ein Pflichtfeld. Bitte ausfüllen.');
    expect(await page.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Windows-1252 as spreadsheet programs save it: ü = FC, ä = E4.
    const good = Buffer.from(
      `${header}\r\n7101;Müller Bäckerei Import;;;Hauptstraße;5;;;Lübeck;23552;DE;Frau Jürgens;0451 123\r\n7102;Import Gut Zwei GmbH;;;Am Wall;7;;;Bremen;28195;DE;;\r\n`,
      'latin1',
    );
    await chooseFile(page, 'adressen-excel.csv', good);
    await page.getByText('2 Adressen gelesen, ohne Fehler.').waitFor();
    await preview.getByText('Müller Bäckerei Import').waitFor();
    await page.getByRole('button', { name: 'Importieren' }).click();
    const refusal = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Bitte Mandant auswählen' });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('combobox', { name: 'Mandant' }).selectOption({ label: 'Spedition Nordlicht GmbH' });
    await page.getByRole('button', { name: 'Importieren' }).click();
    await page.getByText('Die Adressen wurden erfolgreich importiert.').first().waitFor();

    await page.goto(`${fx.portal.baseUrl}/disponent-online/masterdata/adressmanagement`);
    await search(page, 'Import Gut');
    await grid(page).getByText('Import Gut Zwei GmbH').waitFor();
    expect(await grid(page).getByText('Import Gut Eins GmbH').count()).toBe(0);
    await search(page, 'Bäckerei Import');
    await grid(page).getByText('Müller Bäckerei Import').waitFor();
    await page.close();
  });
});
