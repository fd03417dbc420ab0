import { describe, expect, it } from 'vitest';
import { withPortal } from './helpers';

describe('Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo erfasst einen Auftrag mit einer Position, speichert ihn und findet ihn in der Suche', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(fx.portal.baseUrl + '/disponent-online/');
    await page.getByRole('textbox', { name: 'Benutzer' }).fill('demo');
    await page.getByLabel('Passwort').fill('Disponent#2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();

    const absender = page.getByRole('group', { name: 'Absender' });
    const empfaenger = page.getByRole('group', { name: 'Empfänger' });
    await absender.getByRole('textbox', { name: /^Name/ }).fill('Elbe Papierwerke GmbH');
    await absender.getByRole('textbox', { name: /^PLZ/ }).fill('20457');
    await absender.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
    await absender.getByRole('textbox', { name: 'Absenderreferenz' }).fill('E2E-CAPTURE-1');
    await empfaenger.getByRole('textbox', { name: /^Name/ }).fill('Weser Elektrotechnik GmbH');
    await empfaenger.getByRole('textbox', { name: /^PLZ/ }).fill('28195');
    await empfaenger.getByRole('textbox', { name: /^Ort/ }).fill('Bremen');

    // A position without its weight is refused next to the cell.
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).fill('Papierrollen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.').first().waitFor();
    await page.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }).fill('812,5');
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 2)' }).waitFor();

    await page.getByRole('button', { name: 'Speichern' }).click();
    const message = page.getByText(/Der Auftrag \d+ wurde erfolgreich gespeichert\./).first();
    await message.waitFor();
    const number = /Der Auftrag (\d+)/.exec((await message.textContent()) ?? '')![1];
    // The form is reset for the next order.
    await expect.poll(() => absender.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('');

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const found = await page.request.get(`${fx.portal.baseUrl}/api/auftraege/nr/${number}`, { headers: { authorization: `Bearer ${token}` } });
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ spedfremdnr: 'E2E-CAPTURE-1', sumBruttoGewicht: 812.5, status: { id: 1 },
      absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg' }, empfaenger: { name: 'Weser Elektrotechnik GmbH' }, frankatur: { id: 5 } });
    await page.close();
  });
});
