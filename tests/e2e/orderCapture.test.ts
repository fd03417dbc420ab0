import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, withPortal } from './helpers';

const login = async (page: Page, baseUrl: string, user: string) => {
  await loginAs(page, baseUrl, user);
  await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
  await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
};
const cell = (page: Page, label: string, row: number) =>
  page.getByRole('textbox', { name: `${label} (Zeile ${row})`, exact: true });
const CAPTURE = '/disponent-online/auftragsmanagement/auftragserfassung';
const LIST = '/disponent-online/auftragsmanagement/auftragsresearch';
/** The label of a select's chosen option (the engine's select posts option indexes, so the label is what the user sees). */
const chosen = (select: Locator) => select.getByRole('option', { selected: true }).textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The cancel question of orders.md §2 (button 'Abbrechen' or Escape). */
const cancelQuestion = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: 'Möchten Sie diesen Auftrag wirklich abbrechen?' });
/** The browser session's token, for test data and checks through the real API. */
const tokenOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
  'language-id': '0',
});
type Stored = {
  id: number;
  spedeigennr: string;
  spedfremdnr?: string;
  empfaengerReferenz?: string;
  absender: { name: string };
};

/** Creates an order through the real API with the browser session's token (test data, not a mock). */
async function createOrder(page: Page, baseUrl: string, reference: string): Promise<Stored> {
  const response = await page.request.post(`${baseUrl}/api/auftraege`, {
    headers: await tokenOf(page),
    data: {
      status: { id: 1 },
      typ: 0,
      frankatur: { id: 5 },
      verkehrsart: { id: 1 },
      spedfremdnr: reference,
      empfaengerReferenz: reference,
      absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
      empfaenger: { name: 'Weser Elektrotechnik GmbH', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
      auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json() as Promise<Stored>;
}
const storedOrder = async (page: Page, baseUrl: string, path: string): Promise<Stored> => {
  const response = await page.request.get(`${baseUrl}/api/auftraege/${path}`, { headers: await tokenOf(page) });
  expect(response.status()).toBe(200);
  return response.json() as Promise<Stored>;
};

describe('Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo erfasst zwei Positionen mit Gefahrgut, sieht die Gefahrgut-Meldungen, speichert und findet beim Öffnen jeden Wert', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();

    const absender = page.getByRole('tabpanel', { name: 'Absender' });
    const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });
    await absender.getByRole('textbox', { name: 'Name', exact: true }).fill('Elbe Papierwerke GmbH');
    await absender.getByRole('textbox', { name: 'PLZ', exact: true }).fill('20457');
    await absender.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
    await absender.getByRole('textbox', { name: 'Absenderreferenz' }).fill('E2E-CAPTURE-1');
    await empfaenger.getByRole('textbox', { name: 'Name', exact: true }).fill('Weser Elektrotechnik GmbH');
    await empfaenger.getByRole('textbox', { name: 'PLZ', exact: true }).fill('28195');
    await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).fill('Bremen');
    await empfaenger.getByRole('textbox', { name: 'Empfängerreferenz' }).fill('WE-4711');
    await page.getByRole('textbox', { name: 'Dispohinweis' }).fill('Bitte vor 10 Uhr anliefern');
    await page.getByRole('combobox', { name: 'Frankatur' }).selectOption({ label: 'unfrei' });

    // The sender is created in the address book: saving waits until creation mode is left, then Ja creates it.
    const neu = absender.getByRole('switch', { name: 'Adresse neu anlegen' });
    await neu.check({ force: true });
    await page.getByRole('button', { name: 'Speichern' }).click();
    const blockiert = page.getByRole('alertdialog').filter({ hasText: 'Die Adresseanlage wurde nicht abgeschlossen.' });
    await blockiert.getByRole('button', { name: 'Fenster schließen' }).click();
    await blockiert.waitFor({ state: 'hidden' });
    await neu.uncheck({ force: true });
    const frage = page.getByRole('alertdialog').filter({ hasText: 'Wollen Sie die Adresse vom Typ Absender anlegen?' });
    await frage.getByRole('button', { name: 'Ja' }).click();
    await frage.waitFor({ state: 'hidden' });

    // A position without its weight is refused next to the cell.
    await cell(page, 'Inhalt', 1).fill('Papierrollen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.').first().waitFor();
    await cell(page, 'Gewicht kg', 1).fill('812,5');
    await cell(page, 'Anzahl VP', 1).fill('4');
    await cell(page, 'Länge cm', 1).fill('120');
    await cell(page, 'Breite cm', 1).fill('80');
    await cell(page, 'Höhe cm', 1).fill('100');
    await expect.poll(() => cell(page, 'CBM', 1).inputValue()).toBe('3,840');
    await cell(page, 'Inhalt', 2).fill('Lösungsmittel');
    await cell(page, 'Gewicht kg', 2).fill('150');
    await expect.poll(() => page.getByRole('textbox', { name: 'kg', exact: true }).inputValue()).toBe('962,500');

    // Gefahrgut for position 2 (its row button): a bad line shows the §5 messages, a good one is taken over.
    expect(await page.getByRole('button', { name: 'Gefahrgut (Zeile 3)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Gefahrgut (Zeile 2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    // Filled, not typed key by key: the box selects its text a frame after focus, which would swallow a first key typed at once.
    await dialog.getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }).fill('1203');
    await page.getByRole('option', { name: /^1203/ }).click();
    // The UN number chosen in the list fills the class data from the server.
    await expect.poll(() => cell(page, 'Bezeichnung', 1).inputValue()).toContain('BENZIN');
    expect(await cell(page, 'Klasse', 1).inputValue()).toBe('3');
    await cell(page, 'Bruttogewicht kg', 1).fill('100');
    await cell(page, 'Nettogewicht kg', 1).fill('120');
    await cell(page, 'Liter', 1).fill('50');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.getByText('Bitte füllen Sie entweder Nettogewicht oder Liter aus.').first().waitFor();
    await dialog.getByText('Nettogewicht darf nicht größer sein als Bruttogewicht.').waitFor();
    expect(await dialog.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.').count()).toBe(2);
    await cell(page, 'Liter', 1).fill('');
    await cell(page, 'Nettogewicht kg', 1).fill('80');
    await cell(page, 'Anzahl', 1).fill('2');
    await dialog.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }).selectOption({ index: 1 });
    const gefahrgutVerpackung = await chosen(dialog.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }));
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('switch', { name: 'Gefahrgut (Zeile 2)' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Gefahrgut (Zeile 1)' }).isChecked()).toBe(false);

    // An extra service: confirm stays disabled while its title is blank.
    await page.getByRole('button', { name: 'Service hinzufügen' }).click();
    const service = page.getByRole('dialog', { name: 'Service hinzufügen' });
    expect(await service.getByRole('button', { name: 'Übernehmen' }).isDisabled()).toBe(true);
    await service.getByRole('textbox', { name: 'Service', exact: true }).fill('Zollabfertigung');
    await service.getByRole('textbox', { name: 'Wert', exact: true }).fill('T1');
    await service.getByRole('button', { name: 'Übernehmen' }).click();
    await service.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Speichern' }).click();
    const message = page.getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./).first();
    await message.waitFor();
    const number = /Der Auftrag (\d+)/.exec((await message.textContent()) ?? '')![1];
    // The form is reset for the next order.
    await expect.poll(() => absender.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('');

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const found = await page.request.get(`${fx.portal.baseUrl}/api/auftraege/nr/${number}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(found.status()).toBe(200);
    const order = (await found.json()) as {
      id: number;
      auftragServices: unknown[];
      auftragspositionen: { auftragsgefahrgueter: unknown[] }[];
    };
    expect(order).toMatchObject({
      spedfremdnr: 'E2E-CAPTURE-1',
      sumBruttoGewicht: 962.5,
      status: { id: 1 },
      mitGefahrguetern: true,
      absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg' },
      empfaenger: { name: 'Weser Elektrotechnik GmbH' },
      frankatur: { id: 2 },
    });
    expect((order as unknown as { absender: { id?: number } }).absender.id).toBeGreaterThan(0);
    expect(order.auftragServices).toContainEqual(
      expect.objectContaining({ bezeichnung: 'Zollabfertigung', wert: 'T1' }),
    );
    expect(order.auftragspositionen[1].auftragsgefahrgueter).toMatchObject([
      {
        gefahrgutUnnr: { unnr: '1203', id: 1203 },
        gefahrgutklasse: { id: 1203, klasse: '3' },
        anzahl: 2,
        bruttoGewicht: 100,
        nettoGewicht: 80,
      },
    ]);

    // Reopened by id, every value is back.
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung/${order.id}`);
    await expect
      .poll(() => absender.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Elbe Papierwerke GmbH');
    expect(await absender.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).toBe('20457');
    expect(await absender.getByRole('textbox', { name: 'Absenderreferenz' }).inputValue()).toBe('E2E-CAPTURE-1');
    expect(await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe('Bremen');
    expect(await empfaenger.getByRole('textbox', { name: 'Empfängerreferenz' }).inputValue()).toBe('WE-4711');
    expect(await page.getByRole('textbox', { name: 'Dispohinweis' }).inputValue()).toBe('Bitte vor 10 Uhr anliefern');
    expect(await page.getByRole('textbox', { name: 'Auftragsnummer' }).inputValue()).toBe(number);
    expect(await cell(page, 'Inhalt', 1).inputValue()).toBe('Papierrollen');
    expect(await cell(page, 'Gewicht kg', 1).inputValue()).toBe('812,50');
    expect(await cell(page, 'CBM', 1).inputValue()).toBe('3,840');
    expect([
      await cell(page, 'Länge cm', 1).inputValue(),
      await cell(page, 'Breite cm', 1).inputValue(),
      await cell(page, 'Höhe cm', 1).inputValue(),
    ]).toEqual(['120', '80', '100']);
    expect(await cell(page, 'Inhalt', 2).inputValue()).toBe('Lösungsmittel');
    expect(await cell(page, 'Gewicht kg', 2).inputValue()).toBe('150,00');
    expect(await chosen(page.getByRole('combobox', { name: 'Frankatur' }))).toBe('unfrei');
    expect(await page.getByRole('switch', { name: 'Gefahrgut (Zeile 2)' }).isChecked()).toBe(true);
    // The service added in the dialog is back with its value and switched on (editing with a value sets it active, §4).
    // Logical services have no value cell (§3), so the value cells are read by their names, not counted.
    const werte = await page
      .getByRole('textbox', { name: /^Wert \(Zeile \d+\)$/ })
      .evaluateAll((boxes) => boxes.map((b) => [(b as HTMLInputElement).value, b.getAttribute('aria-label') ?? '']));
    const zeile = Number(/\d+/.exec(werte.find(([wert]) => wert === 'T1')?.[1] ?? '')?.[0] ?? 0);
    expect(zeile).toBeGreaterThan(0);
    expect(await page.getByRole('switch', { name: `aktiv (Zeile ${zeile})` }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Gefahrgut (Zeile 2)' }).click();
    await expect.poll(() => dialog.getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }).inputValue()).toBe('1203');
    expect(await cell(page, 'Nettogewicht kg', 1).inputValue()).toBe('80,00');
    expect(await cell(page, 'Bruttogewicht kg', 1).inputValue()).toBe('100,00');
    expect(await cell(page, 'Anzahl', 1).inputValue()).toBe('2');
    expect(await chosen(dialog.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }))).toBe(gefahrgutVerpackung);
    await page.close();
  });

  it('haupt (Hauptmandant, isMain) speichert den Auftrag als Vorlage; derselbe Name wird als vorhanden gemeldet; Mandant Hamburg bietet Hamburgs Frankaturen', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await login(page, fx.portal.baseUrl, 'haupt');
    await page
      .getByRole('tabpanel', { name: 'Empfänger' })
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Weser Elektrotechnik GmbH');
    // Save as template; the same name again is reported as existing.
    const vorlageName = `E2E Vorlage ${Date.now()}`;
    const vorlage = page.getByRole('dialog', { name: 'Als Vorlage speichern' });
    await page.getByRole('button', { name: 'Als Vorlage speichern' }).click();
    await vorlage.getByRole('textbox', { name: 'Name der Vorlage' }).fill(vorlageName);
    await vorlage.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Die Auftragsvorlage ${vorlageName} wurde erfolgreich gespeichert.`).first().waitFor();
    await page.getByRole('button', { name: 'Als Vorlage speichern' }).click();
    await vorlage.getByRole('textbox', { name: 'Name der Vorlage' }).fill(vorlageName);
    await expect
      .poll(() => vorlage.getByRole('textbox', { name: 'Hinweis' }).inputValue())
      .toBe('Name bereits vorhanden');
    await vorlage.getByRole('switch', { name: 'Vorlage aktualisieren' }).check({ force: true });
    await expect
      .poll(() => vorlage.getByRole('textbox', { name: 'Hinweis' }).inputValue())
      .toBe('Vorlage aktualisieren');
    // The update sends back the version the name check read: the server refuses an update without it (400).
    const update = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/auftragsvorlagen\/\d+$/.test(r.url()),
    );
    await vorlage.getByRole('button', { name: 'Speichern' }).click();
    expect((await update).status()).toBe(200);
    expect(await (await update).json()).toMatchObject({ vorlageName, version: 2 });
    await page.getByText(`Die Auftragsvorlage ${vorlageName} wurde erfolgreich gespeichert.`).nth(1).waitFor();
    // Main-client selector: choosing the sub-tenant Hamburg offers Hamburg's Frankaturen (the server checks the save against them).
    const hamburgs = page.waitForResponse((r) => /\/api\/frankaturen\?mandant=\d+$/.test(r.url()));
    await page.getByRole('combobox', { name: 'Mandant' }).selectOption({ label: 'Nordlicht Logistik Hamburg' });
    const offered = ((await (await hamburgs).json()) as { kurzBezeichnung: string }[]).map((f) => f.kurzBezeichnung);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Frankatur' }).locator('option').allTextContents())
      .toEqual(offered);
    await page.close();
  });

  it('demo bearbeitet einen Auftrag, fragt beim Abbrechen (Button und Escape) nach und landet nach dem Speichern in der Auftragsliste', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const order = await createOrder(page, fx.portal.baseUrl, 'E2E-EDIT');
    const referenz = page
      .getByRole('tabpanel', { name: 'Empfänger' })
      .getByRole('textbox', { name: 'Empfängerreferenz' });
    const frage = cancelQuestion(page);

    await page.goto(`${fx.portal.baseUrl}${CAPTURE}/${order.id}`);
    await expect.poll(() => referenz.inputValue()).toBe('E2E-EDIT');
    expect(await page.getByRole('textbox', { name: 'Auftragsnummer' }).inputValue()).toBe(order.spedeigennr);
    await referenz.fill('E2E-EDIT-NEU');
    // Nein keeps what was typed, whether the question came from the button or from Escape.
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await frage.getByRole('button', { name: 'Nein' }).click();
    await frage.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await frage.getByRole('button', { name: 'Nein' }).click();
    await frage.waitFor({ state: 'hidden' });
    // A second Escape closes an open question (as Nein) instead of asking again.
    await page.keyboard.press('Escape');
    await frage.waitFor();
    await page.keyboard.press('Escape');
    await frage.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    expect(await frage.count()).toBe(0);
    expect(await referenz.inputValue()).toBe('E2E-EDIT-NEU');
    expect(pathOf(page)).toBe(`${CAPTURE}/${order.id}`);

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText(`Der Auftrag ${order.spedeigennr} wurde erfolgreich aktualisiert.`).first().waitFor();
    await expect.poll(() => pathOf(page)).toBe(LIST);
    await page.getByRole('grid', { name: 'Auftragsliste' }).waitFor();
    expect(await storedOrder(page, fx.portal.baseUrl, String(order.id))).toMatchObject({
      id: order.id,
      spedeigennr: order.spedeigennr,
      empfaengerReferenz: 'E2E-EDIT-NEU',
    });

    // Ja on an order with an id discards the change and returns to the list.
    await page.goto(`${fx.portal.baseUrl}${CAPTURE}/${order.id}`);
    await expect.poll(() => referenz.inputValue()).toBe('E2E-EDIT-NEU');
    await referenz.fill('VERWORFEN');
    await page.keyboard.press('Escape');
    await frage.getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => pathOf(page)).toBe(LIST);
    expect((await storedOrder(page, fx.portal.baseUrl, String(order.id))).empfaengerReferenz).toBe('E2E-EDIT-NEU');

    // Ja on a new order (directly_back_2list off) resets the form.
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    const name = page.getByRole('tabpanel', { name: 'Empfänger' }).getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Verworfen GmbH');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await frage.getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => name.inputValue()).toBe('');
    expect(pathOf(page)).toBe(CAPTURE);
    await page.close();
  });

  it('haupt kopiert einen Auftrag (?copyId): ohne Auftragsnummer, Mandant gesperrt, Speichern vergibt eine neue Nummer', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'haupt');
    const source = await createOrder(page, fx.portal.baseUrl, 'E2E-KOPIE');
    await page.goto(`${fx.portal.baseUrl}${CAPTURE}?copyId=${source.id}`);
    const absender = page.getByRole('tabpanel', { name: 'Absender' });
    await expect
      .poll(() => absender.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Elbe Papierwerke GmbH');
    expect(await absender.getByRole('textbox', { name: 'Absenderreferenz' }).inputValue()).toBe('E2E-KOPIE');
    expect(await page.getByRole('textbox', { name: 'Auftragsnummer' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Mandant' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const message = page.getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./).first();
    await message.waitFor();
    const number = /Der Auftrag (\d+)/.exec((await message.textContent()) ?? '')![1];
    expect(number).not.toBe(source.spedeigennr);
    const copy = await storedOrder(page, fx.portal.baseUrl, `nr/${number}`);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ spedfremdnr: 'E2E-KOPIE', absender: { name: 'Elbe Papierwerke GmbH' } });
    expect((await storedOrder(page, fx.portal.baseUrl, String(source.id))).spedeigennr).toBe(source.spedeigennr);
    await page.close();
  });
});
