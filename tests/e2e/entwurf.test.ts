import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillParties, loginAs, seriousViolations, withPortal } from './helpers';

const CAPTURE = '/disponent-online/auftragsmanagement/auftragserfassung';
const offer = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: 'Es gibt einen nicht gespeicherten Entwurf dieses Auftrags vom' });
const senderName = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Absender' }).getByRole('textbox', { name: 'Name', exact: true });
/** The browser's stored drafts (key → sender name), read the way the page stores them. */
const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('entwurf.'))
        .map((k) => [
          k,
          (JSON.parse(localStorage.getItem(k)!) as { data: { absender?: { name?: string } } }).data.absender?.name,
        ]),
    ),
  );
const typedIsStored = (page: Page, name: string) =>
  expect.poll(async () => Object.values(await drafts(page))).toContain(name);
const saveOrder = async (page: Page) => {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege',
  );
  await page.keyboard.press('Control+S');
  return saved;
};

/** Nothing typed is lost (orders.md §4 order entry): a draft in the browser, offered after a reload and after a forced re-login. */
describe('Entwurf der Auftragserfassung, im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo lädt die halb erfasste Maske neu: der Entwurf wird angeboten und wiederhergestellt; nach dem Speichern ist er weg', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(fx.portal.baseUrl + CAPTURE);
    await page.waitForLoadState('networkidle');
    // Opening and reloading an untouched form offers nothing.
    await page.reload();
    await senderName(page).waitFor();
    expect(await offer(page).count()).toBe(0);

    await fillParties(page);
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).fill('Papierrollen');
    await page.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }).fill('850');
    await typedIsStored(page, 'Elbe Papierwerke GmbH');
    await page.reload();
    await offer(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await senderName(page).inputValue()).toBe('');
    await offer(page).getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect.poll(() => senderName(page).inputValue()).toBe('Elbe Papierwerke GmbH');
    expect(await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).inputValue()).toBe('Papierrollen');
    expect(await page.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }).inputValue()).toBe('850,00');

    const response = await saveOrder(page);
    expect(response.status(), await response.text()).toBe(201);
    expect(await drafts(page)).toEqual({});
    await page.reload();
    await senderName(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer(page).count()).toBe(0);

    // Verwerfen drops it; a logout drops every draft of the user.
    await senderName(page).fill('Verworfen GmbH');
    await typedIsStored(page, 'Verworfen GmbH');
    await page.reload();
    await offer(page).getByRole('button', { name: 'Verwerfen' }).click();
    expect(await drafts(page)).toEqual({});
    await senderName(page).fill('Abgemeldet GmbH');
    await typedIsStored(page, 'Abgemeldet GmbH');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await drafts(page)).toEqual({});
    await page.close();
  });

  it('demos Sitzung endet beim Speichern (Anmeldung auf dem Server beendet): nach der erneuten Anmeldung ist er wieder in der Maske und stellt den Entwurf wieder her', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(fx.portal.baseUrl + CAPTURE);
    await page.waitForLoadState('networkidle');
    await fillParties(page);
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).fill('Fliesen');
    await page.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }).fill('1200');
    await typedIsStored(page, 'Elbe Papierwerke GmbH');
    // The session ends on the server (as after an expiry or a revocation): both tokens are refused from now on.
    const tokens = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
    }));
    const ended = await page.request.post(`${fx.portal.baseUrl}/api/authentication/logout`, {
      headers: { authorization: `Bearer ${tokens.access}` },
      data: { refreshToken: tokens.refresh },
    });
    expect(ended.ok()).toBe(true);
    const refused = await saveOrder(page);
    expect(refused.status()).toBe(401);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();

    await loginAs(page, fx.portal.baseUrl, 'demo');
    await expect.poll(() => new URL(page.url()).pathname).toBe(CAPTURE);
    await offer(page).getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect.poll(() => senderName(page).inputValue()).toBe('Elbe Papierwerke GmbH');
    expect(await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).inputValue()).toBe('Fliesen');
    const response = await saveOrder(page);
    expect(response.status(), await response.text()).toBe(201);
    await page.close();
  });
});
