import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, withPortal } from './helpers';

type Answer = { mautbetrag: number; message: string };

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** The toll box's postcode field of one end ('Abgangs' or 'Empfangs'). */
const plzField = (page: Page, end: 'Abgangs' | 'Empfangs') =>
  page.getByRole('textbox', { name: new RegExp(`^${end}-PLZ`) });

/**
 * The toll calculator beside the login, anonymous (account-admin.md §2, §4 Toll request, §5 Toll calculator): the PLZ
 * field by the chosen country's plzlaenge, the button disabled while the request runs, the estimate in euro with its
 * explanation.
 */
describe('Mautrechner auf der Anmeldeseite im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('DE 20457 → DE 80331 mit 12.000 kg zeigt den Betrag in Euro und die Erklärung; der Knopf ist gesperrt, solange die Anfrage läuft', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${fx.portal.baseUrl}/disponent-online/`);
    await page.getByRole('heading', { name: 'Mautrechner' }).waitFor();
    // No country chosen yet: no postcode field.
    expect(await plzField(page, 'Abgangs').count()).toBe(0);
    await page.getByRole('combobox', { name: /^Abgangsland/ }).selectOption({ label: 'Deutschland' });
    await expect.poll(() => plzField(page, 'Abgangs').getAttribute('maxlength')).toBe('5');
    expect(await plzField(page, 'Abgangs').getAttribute('title')).toBe('Bitte eine PLZ mit 5 Ziffern eingeben');
    await plzField(page, 'Abgangs').fill('20457');
    await page.getByRole('combobox', { name: /^Empfangsland/ }).selectOption({ label: 'Deutschland' });
    await plzField(page, 'Empfangs').fill('80331');
    await page.getByRole('textbox', { name: /^Gewicht/ }).fill('12000');

    // The answer is held until the disabled button has been seen: no timing involved.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/maut/mautberechnung', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse('**/api/maut/mautberechnung');
    const button = page.getByRole('button', { name: 'Maut berechnen' });
    await button.click();
    await expect.poll(() => button.isDisabled()).toBe(true);
    release();
    const answer = (await (await response).json()) as Answer;
    const result = page.getByRole('status').filter({ hasText: 'Geschätzte Maut' });
    await result.waitFor();
    expect(await button.isDisabled()).toBe(false);
    const text = (await result.textContent()) ?? '';
    expect(text).toContain(`Geschätzte Maut: ${EURO.format(answer.mautbetrag)}`);
    expect(text).toMatch(/Geschätzte Maut: \d{1,3}(\.\d{3})*,\d{2}\s€/);
    expect(text).toContain(answer.message);
    expect(answer.message).toMatch(/^Schätzung: \d+ km, davon \d+ km mautpflichtig in Deutschland\./);
    expect(answer.message).toContain('Fahrzeug: 18-t-Lkw mit 2 Achsen, EURO VI, CO2-Emissionsklasse 1.');
    expect(answer.message).toContain('nach BFStrMG Anlage 1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/maut-1600.png', fullPage: true });
    await page.close();
  });

  it('Österreich zeigt ein vierstelliges PLZ-Feld; schmal (390 px) bleibt der Mautrechner bedienbar', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${fx.portal.baseUrl}/disponent-online/`);
    await page.getByRole('heading', { name: 'Mautrechner' }).waitFor();
    await page.getByRole('combobox', { name: /^Abgangsland/ }).selectOption({ label: 'Deutschland' });
    const plz = plzField(page, 'Abgangs');
    await plz.fill('80331');
    // Another country empties the postcode and asks for its own length.
    await page.getByRole('combobox', { name: /^Abgangsland/ }).selectOption({ label: 'Österreich' });
    await expect.poll(() => plz.getAttribute('maxlength')).toBe('4');
    expect(await plz.inputValue()).toBe('');
    expect(await plz.getAttribute('title')).toBe('Bitte eine PLZ mit 4 Ziffern eingeben');
    // Typed keys stop at the fourth digit.
    await plz.pressSequentially('60201');
    expect(await plz.inputValue()).toBe('6020');
    await page.getByRole('combobox', { name: /^Empfangsland/ }).selectOption({ label: 'Deutschland' });
    await expect.poll(() => plzField(page, 'Empfangs').getAttribute('maxlength')).toBe('5');
    await plzField(page, 'Empfangs').fill('80331');
    await page.getByRole('textbox', { name: /^Gewicht/ }).fill('20000');
    await page.getByRole('button', { name: 'Maut berechnen' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Geschätzte Maut' });
    await result.waitFor();
    expect(await result.textContent()).toContain(
      'deutscher Anteil geschätzt bis zum Grenzübergang Kiefersfelden (A 93)',
    );
    await result.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/maut-390.png', fullPage: true });

    // An unknown postcode: the server's German text at its field.
    await plzField(page, 'Empfangs').fill('00000');
    await page.getByRole('button', { name: 'Maut berechnen' }).click();
    await page.getByText('Die PLZ 00000 ist in Deutschland nicht bekannt.').first().waitFor();
    await page.close();
  });
});
