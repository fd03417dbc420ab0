import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withPortal } from './helpers';

describe('Adminbereich, Reiter Info, im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('admin liest nach einer gescheiterten Anmeldung deren Zeile im Server-Log (ohne Passwort), sieht die Sitzungen und aktualisiert den Index', async () => {
    const password = 'Falsch#Info-2026';
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(fx.portal.baseUrl + '/disponent-online/login');
    await page.getByRole('textbox', { name: 'Benutzer' }).fill('leser');
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const refused = page.getByRole('alertdialog');
    await refused.getByText('Benutzername oder Passwort ist falsch.').waitFor();
    await refused.getByRole('button', { name: 'Ok' }).click();

    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('tab', { name: 'Info' }).click();
    const log = page.getByRole('textbox', { name: 'Server-Log' });
    await expect.poll(() => log.inputValue()).toMatch(/WARNUNG\s+Anmeldung fehlgeschlagen \{.*"userId":\d+/);
    const text = await log.inputValue();
    expect(text).not.toContain(password);
    expect(text).toContain('Anmeldung erfolgreich');
    // The admin's own login is at least one active session.
    await expect.poll(async () => Number(await page.locator('#root_sitzungen').innerText())).toBeGreaterThanOrEqual(1);
    expect(await log.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/info-1600.png', fullPage: true });

    // A named file: the chooser lists the file being written.
    const chooser = page.getByRole('combobox', { name: 'Logdatei' });
    const files = await chooser.locator('option').allInnerTexts();
    expect(files.some((f) => /^disponent-\d+\.\d{4}-\d{2}-\d{2}\.\d+\.log$/.test(f))).toBe(true);

    await page.getByRole('button', { name: 'Index aktualisieren' }).click();
    await page.getByText('Der Index Auftragssuche wurde erfolgreich aktualisiert.').first().waitFor();
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect.poll(() => log.inputValue()).toContain('Suchindex der Aufträge neu aufgebaut');

    await page.close();

    // On a phone: the log scrolls in its own box, the page stays 390 px wide.
    const phone = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(phone, fx.portal.baseUrl, 'admin');
    await phone.goto(`${fx.portal.baseUrl}/disponent-online/admin`);
    await phone.getByRole('tab', { name: 'Info' }).click();
    await expect.poll(() => phone.getByRole('textbox', { name: 'Server-Log' }).inputValue()).toContain('Anmeldung');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/info-390.png', fullPage: true });
    await phone.close();
  });
});
