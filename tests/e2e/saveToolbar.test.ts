import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, withPortal } from './helpers';

const VIEWPORT = { width: 1600, height: 900 };
const SUMMARY = 'Der Auftrag wurde nicht gespeichert. Bitte prüfen Sie:';
const cell = (page: Page, label: string, row: number) =>
  page.getByRole('textbox', { name: `${label} (Zeile ${row})`, exact: true });
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** Whether the element lies entirely inside the 1600×900 viewport (boundingBox is relative to it). */
const inViewport = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return Boolean(
    box && box.y >= 0 && box.y + box.height <= VIEWPORT.height && box.x >= 0 && box.x + box.width <= VIEWPORT.width,
  );
};

async function openCapture(page: Page, baseUrl: string): Promise<void> {
  await loginAs(page, baseUrl, 'demo');
  await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
  await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
  await page.getByRole('tabpanel', { name: 'Absender' }).waitFor();
}

describe('Speichern bleibt beim Benutzer (orders.md §2 Toolbar) im echten Browser', () => {
  const fx = withPortal();

  it('demo scrollt ans Ende, Speichern bleibt sichtbar; abgelehnt springt es zum ersten Fehler und die Übersicht führt zu jedem Feld', async () => {
    const page = await fx.browser.newPage({ viewport: VIEWPORT });
    await openCapture(page, fx.portal.baseUrl);
    const absender = page.getByRole('tabpanel', { name: 'Absender' });
    const speichern = page.getByRole('button', { name: 'Speichern' });

    // A position without its weight; sender and recipient left empty.
    await cell(page, 'Inhalt', 1).fill('Papierrollen');
    // To the end of the page: the toolbar's own place is far out of view (the page is over 2,000 px tall).
    await page.getByRole('group', { name: 'Übersicht' }).getByRole('textbox', { name: 'LDM' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await inViewport(speichern)).toBe(true);

    await speichern.click();
    const summary = page.getByRole('alert', { name: SUMMARY });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Absender › Name',
      'Absender › Ort',
      'Empfänger › Name',
      'Empfänger › Ort',
      'Auftragspositionen › Gewicht kg (Zeile 1)',
    ]);
    const absenderName = absender.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => focused(absenderName)).toBe(true);
    expect(await inViewport(absenderName)).toBe(true);

    // Another tab of the sender strip is active: the link switches back to the sender and focuses its name.
    await page.getByRole('tab', { name: 'Nachnahme' }).click();
    expect(await page.getByRole('tab', { name: 'Absender' }).getAttribute('aria-selected')).toBe('false');
    await summary.getByRole('link', { name: 'Absender › Name' }).click();
    expect(await page.getByRole('tab', { name: 'Absender' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => focused(absenderName)).toBe(true);

    // The recipient strip shows its Rechnung tab: the link opens the recipient tab at its name.
    await page.getByRole('tab', { name: 'Rechnung' }).last().click();
    await summary.getByRole('link', { name: 'Empfänger › Name' }).click();
    const empfaengerName = page
      .getByRole('tabpanel', { name: 'Empfänger' })
      .getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => focused(empfaengerName)).toBe(true);
    expect(await inViewport(empfaengerName)).toBe(true);

    // A table cell far down the page.
    await summary.getByRole('link', { name: 'Auftragspositionen › Gewicht kg (Zeile 1)' }).click();
    await expect.poll(() => focused(cell(page, 'Gewicht kg', 1))).toBe(true);
    expect(await inViewport(cell(page, 'Gewicht kg', 1))).toBe(true);
    // Typing the weight takes its message out of the summary.
    await cell(page, 'Gewicht kg', 1).fill('500');
    await expect.poll(() => summary.getByRole('link').count()).toBe(4);
    await page.close();
  });

  it('Enter geht zum nächsten Feld und speichert nie; im offenen Adressbuch wählt Enter den Vorschlag', async () => {
    const page = await fx.browser.newPage({ viewport: VIEWPORT });
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege') saves.push(r.url());
    });
    await openCapture(page, fx.portal.baseUrl);
    const absender = page.getByRole('tabpanel', { name: 'Absender' });
    const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });

    // The recipient from the address book: Enter in the open suggestion list picks the highlighted address.
    const suche = empfaenger.getByRole('combobox', { name: 'Adressbuch' });
    await suche.click();
    await suche.pressSequentially('a');
    // The first suggestion once it answers the typed text (options of an older search stay disabled); its first line is the name.
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-disabled')).toBeNull();
    const picked = await first.locator('div div').first().textContent();
    await suche.press('Enter');
    await expect.poll(() => empfaenger.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(picked);

    // A complete order: Enter in a text field moves to the next field instead of saving it.
    await absender.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
    await cell(page, 'Inhalt', 1).fill('Papierrollen');
    await cell(page, 'Gewicht kg', 1).fill('500');
    const name = absender.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Elbe Papierwerke GmbH');
    await name.press('Enter');
    await expect.poll(() => focused(absender.getByRole('textbox', { name: 'Name 2', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(absender.getByRole('textbox', { name: 'Straße', exact: true }))).toBe(true);
    expect(await page.getByRole('alert', { name: SUMMARY }).count()).toBe(0);

    // The order was valid all along: Speichern saves it, once.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./)
      .first()
      .waitFor();
    expect(saves).toHaveLength(1);
    await page.close();
  });
});
