import { describe, expect, it } from 'vitest';
import { fillParties, loginAs, withPortal } from './helpers';

/** A party's country is chosen from the country list (orders.md §9): typed code or name taken on Tab, an unknown code never. */
describe('LKZ der Auftragserfassung aus der Länderliste, im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo tippt pl, Österreich und XX in das LKZ des Empfängers: PL (mit Hinweis auf die Verkehrsart) und AT werden genommen, XX nie; gespeichert wird AT', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.waitForLoadState('networkidle');
    const lkz = page.getByRole('tabpanel', { name: 'Empfänger' }).getByRole('combobox', { name: 'LKZ' });
    expect(await lkz.inputValue()).toBe('DE');

    const typeAndTab = async (text: string) => {
      await lkz.click();
      await lkz.fill(text);
      await page.getByRole('listbox').waitFor();
      await lkz.press('Tab');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    };
    await typeAndTab('pl');
    expect(await lkz.inputValue()).toBe('PL');
    // A recipient abroad with Verkehrsart National: a hint, once, that does not stop the capture.
    const hint = page.getByRole('alertdialog').filter({ hasText: 'Absender oder Empfänger liegt im Ausland' });
    await hint.waitFor();
    expect(await hint.textContent()).toContain(
      'Absender oder Empfänger liegt im Ausland, die Verkehrsart ist aber National. Bitte prüfen Sie die Verkehrsart.',
    );
    await hint.getByRole('button', { name: 'OK' }).press('Enter');
    await hint.waitFor({ state: 'hidden' });
    // The focus goes on where Tab took it (PLZ), and the country list does not open again.
    const plz = page.getByRole('tabpanel', { name: 'Empfänger' }).getByRole('textbox', { name: 'PLZ' });
    await expect.poll(() => plz.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('listbox').count()).toBe(0);
    await typeAndTab('Österreich');
    expect(await lkz.inputValue()).toBe('AT');
    // No option names XX: the list says so, and leaving keeps the chosen country.
    await lkz.click();
    await lkz.fill('XX');
    await page.getByRole('option', { name: 'Keine Treffer' }).waitFor();
    await lkz.press('Tab');
    await expect.poll(() => lkz.inputValue()).toBe('AT');

    await fillParties(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege',
    );
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    expect(((await response.json()) as { empfaenger: { lkz: string } }).empfaenger.lkz).toBe('AT');
    await page.close();
  });
});
