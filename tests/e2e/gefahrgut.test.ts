import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, withPortal, fillParties } from './helpers';

type Line = {
  laufendeNummer: number;
  gefahrgutUnnr: { id: number; unnr: string };
  gefahrgutklasse: { id: number; klasse: string; bezeichnung: string };
  anzahl: number;
  bruttoGewicht: number;
  nettoGewicht?: number;
  liter?: number;
};
type Stored = {
  id: number;
  mitGefahrguetern: boolean;
  auftragspositionen: { mitGefahrguetern: boolean; auftragsgefahrgueter: Line[] }[];
};

/** Waits until no suggestion list is open: a list just closed lingers a moment beside the next box's (strict locators). */
const noOpenList = (page: Page) => expect.poll(() => page.getByRole('listbox').count()).toBe(0);

/**
 * Enters text into a suggest box of the dialog and picks the option of the list that starts with `option`. Filled, not typed
 * key by key: the box selects its text a frame after focus, which would swallow a first key typed at once.
 */
async function pick(page: Page, box: Locator, typed: string, option: string) {
  await noOpenList(page);
  await box.fill(typed);
  // Options of an earlier text are disabled until the list answers the typed text; click waits for an enabled one.
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

describe('Gefahrgut-Dialog der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo wählt UN-Nummern aus der Liste, leert und entfernt Zeilen, übernimmt und speichert nur vollständige Zeilen', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    const cell = (label: string, row: number) =>
      page.getByRole('textbox', { name: `${label} (Zeile ${row})`, exact: true });
    await fillParties(page);
    await cell('Inhalt', 1).fill('Lösungsmittel');
    await cell('Gewicht kg', 1).fill('150');

    await page.getByRole('button', { name: 'Gefahrgut (Zeile 1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    const box = (label: string, row: number) =>
      dialog.getByRole('combobox', { name: `${label} (Zeile ${row})`, exact: true });
    const lines = () => dialog.getByRole('combobox', { name: /^UN-Nr\. \(Zeile \d+\)$/ }).count();

    // Line 1: UN 1203 chosen in the list fills the class data; the class id reads 1203, never 1.203.
    await pick(page, box('UN-Nr.', 1), '1203', '1203');
    await expect.poll(() => cell('Bezeichnung', 1).inputValue()).toContain('BENZIN');
    expect(await cell('Klasse', 1).inputValue()).toBe('3');
    expect(await box('Gefahrgutklasse', 1).inputValue()).toBe('1203');
    await cell('Anzahl', 1).fill('2');
    await dialog.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }).selectOption({ index: 1 });
    await cell('Bruttogewicht kg', 1).fill('12,5');
    await cell('Nettogewicht kg', 1).fill('10');

    // Typed text never completes a line: 1203 typed into Gefahrgutklasse and left with Escape leaves line 2 empty.
    await noOpenList(page);
    await box('Gefahrgutklasse', 2).fill('1203');
    await page.getByRole('option', { name: /^1203/ }).waitFor();
    await box('Gefahrgutklasse', 2).press('Escape');
    await noOpenList(page);
    expect(await dialog.isVisible()).toBe(true);
    expect([
      await box('Gefahrgutklasse', 2).inputValue(),
      await box('UN-Nr.', 2).inputValue(),
      await cell('Bezeichnung', 2).inputValue(),
    ]).toEqual(['', '', '']);
    expect(await lines()).toBe(2);

    // Line 2: a class chosen by name fills the UN number (and back).
    await pick(page, box('Gefahrgutklasse', 2), 'diesel', '1202');
    await expect.poll(() => box('UN-Nr.', 2).inputValue()).toBe('1202');
    await cell('Anzahl', 2).fill('1');
    await dialog.getByRole('combobox', { name: 'Verpackung (Zeile 2)' }).selectOption({ index: 1 });
    await cell('Bruttogewicht kg', 2).fill('10');
    await cell('Liter', 2).fill('10');

    // Line 3 is started and emptied again: clearing UN-Nr. clears the class data, the empty line disappears.
    await pick(page, box('UN-Nr.', 3), '1263', '1263');
    await expect.poll(() => box('Gefahrgutklasse', 3).inputValue()).toBe('1263');
    await cell('Anzahl', 3).fill('3');
    expect(await lines()).toBe(4);
    await dialog.getByRole('button', { name: 'UN-Nr. (Zeile 3): Auswahl löschen' }).click();
    await expect.poll(() => box('Gefahrgutklasse', 3).inputValue()).toBe('');
    expect(await cell('Bezeichnung', 3).inputValue()).toBe('');
    await cell('Anzahl', 3).fill('');
    await expect.poll(lines).toBe(3);
    expect(await box('UN-Nr.', 2).inputValue()).toBe('1202');

    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('switch', { name: 'Gefahrgut (Zeile 1)' }).isChecked()).toBe(true);

    // Reopened, both lines are back; line 1 is removed by emptying it, line 2 moves up and is numbered 1.
    await page.getByRole('button', { name: 'Gefahrgut (Zeile 1)' }).click();
    await expect.poll(() => box('UN-Nr.', 2).inputValue()).toBe('1202');
    expect(await box('Gefahrgutklasse', 1).inputValue()).toBe('1203');
    await dialog.getByRole('button', { name: 'Gefahrgutklasse (Zeile 1): Auswahl löschen' }).click();
    await expect.poll(() => box('UN-Nr.', 1).inputValue()).toBe('');
    for (const label of ['Anzahl', 'Bruttogewicht kg', 'Nettogewicht kg']) await cell(label, 1).fill('');
    await dialog.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }).selectOption({ index: 0 });
    await expect.poll(lines).toBe(2);
    expect([
      await box('UN-Nr.', 1).inputValue(),
      await cell('Nr.', 1).inputValue(),
      await cell('Liter', 1).inputValue(),
    ]).toEqual(['1202', '1', '10,00']);
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Speichern' }).click();
    const message = page.getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./).first();
    await message.waitFor();
    const number = /Der Auftrag (\d+)/.exec((await message.textContent()) ?? '')![1];
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const found = await page.request.get(`${fx.portal.baseUrl}/api/auftraege/nr/${number}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(found.status()).toBe(200);
    const order = (await found.json()) as Stored;
    expect(order.mitGefahrguetern).toBe(true);
    expect(order.auftragspositionen[0].auftragsgefahrgueter).toHaveLength(1);
    expect(order.auftragspositionen[0].auftragsgefahrgueter[0]).toMatchObject({
      laufendeNummer: 1,
      gefahrgutUnnr: { id: 1202, unnr: '1202' },
      gefahrgutklasse: { id: 1202, klasse: '3' },
      anzahl: 1,
      bruttoGewicht: 10,
      liter: 10,
    });
    await page.close();
  });
});
