import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, withPortal } from './helpers';

// Collects every CSP refusal of a page: the securitypolicyviolation events and Chromium's 'Refused to …' console lines.
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

describe('Sicherheit im echten Browser: CSP und Anmeldesperre', () => {
  const fx = withPortal();

  it('das Portal läuft unter der CSP ohne Verstoß: Anmeldung, Auftragsliste, Auftragserfassung', async () => {
    const page = await fx.browser.newPage();
    const violations = await watchCsp(page);
    const document = await page.goto(`${fx.portal.baseUrl}/disponent-online/`);
    expect(document!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragsresearch`);
    await page.getByRole('grid').first().waitFor();
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.getByRole('button', { name: 'Speichern' }).first().waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('/api/docs lädt Swagger UI unter der CSP ohne Verstoß', async () => {
    const page = await fx.browser.newPage();
    const violations = await watchCsp(page);
    const document = await page.goto(`${fx.portal.baseUrl}/api/docs/`);
    expect(document!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Disponent Online API/ }).waitFor();
    await page.getByRole('link', { name: 'authentication', exact: true }).click();
    await page
      .getByRole('button', { name: /POST \/api\/authentication\/login/ })
      .first()
      .click();
    await page.getByText('Anmeldung erfolgreich').first().waitFor({ state: 'visible' });
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('nach fünf falschen Passwörtern zeigt die Anmeldung die Sperre mit Wartezeit', async () => {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.portal.baseUrl}/disponent-online/login`);
    const dialog = page.getByRole('alertdialog');
    const attempt = async () => {
      await page.getByRole('textbox', { name: 'Benutzer' }).fill('kunde-c');
      await page.getByLabel('Passwort').fill('falsch');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await dialog.waitFor();
      const text = await dialog.textContent();
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return text;
    };
    for (let i = 0; i < 5; i++) expect(await attempt()).toContain('Benutzername oder Passwort ist falsch.');
    expect(await attempt()).toMatch(/Zu viele Versuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\./);
    await page.close();
  });
});
