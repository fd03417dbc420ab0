import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, startPortal, startTogether, type RunningPortal } from './helpers';

const LIST = '/disponent-online/auftragsmanagement/auftragsresearch';

/** The portal open in three tabs of one browser at once never logs the user out. */
describe('drei Tabs eines Browsers behalten die Sitzung', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'don-e2e-tabs-'));
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    [portal, browser] = await startTogether(startPortal({ dataDir }), launchBrowser());
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every tab shows the order list with the session still stored. */
  async function expectListInEveryTab(tabs: Page[]) {
    for (const tab of tabs) {
      await tab.getByRole('grid', { name: 'Auftragsliste' }).waitFor();
      await tab.getByText(/^Anzahl gemäß Suchvorgaben: \d+/).waitFor();
      expect(new URL(tab.url()).pathname).toBe(LIST);
      expect(await tab.getByRole('button', { name: 'Anmelden' }).count()).toBe(0);
    }
    expect(await tabs[0].evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  }

  /** The stored access token replaced by an expired one with the same claims (signed with the server's own secret). */
  async function expireAccessToken(tab: Page) {
    const current = await tab.evaluate(() => localStorage.getItem('accessToken'));
    const { sub, iat: _iat, exp: _exp, ...claims } = decodeJwt(current!);
    const past = Math.floor(Date.now() / 1000) - 600;
    const secret = new TextEncoder().encode(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub!)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(secret);
    await tab.evaluate((token) => localStorage.setItem('accessToken', token), expired);
  }

  it('öffnet das Portal in drei Tabs gleichzeitig, auch mit abgelaufenem Token, und alle laden die Auftragsliste', async () => {
    const refreshes: number[] = [];
    const refused: string[] = [];
    context.on('response', (r) => {
      if (r.url().endsWith('/api/authentication/token')) refreshes.push(r.status());
      if (r.status() === 401) refused.push(new URL(r.url()).pathname);
    });
    const first = await context.newPage();
    await loginAs(first, portal.baseUrl, 'demo');
    const tabs = [first, await context.newPage(), await context.newPage()];
    // Opened at once: each tab refreshes the stored pair at startup.
    await Promise.all(tabs.map((tab) => tab.goto(portal.baseUrl + LIST)));
    await expectListInEveryTab(tabs);

    // The access token has expired: all three start again at once with the same refresh token.
    await expireAccessToken(first);
    await Promise.all(tabs.map((tab) => tab.reload()));
    await expectListInEveryTab(tabs);

    // Expired while the tabs are open: every tab's next search is refused (401) and refreshed by one tab for all.
    await expireAccessToken(first);
    const searches = tabs.map((tab) =>
      tab.waitForResponse((r) => r.url().includes('/api/auftraege/search') && r.status() === 200),
    );
    await Promise.all(tabs.map((tab) => tab.getByRole('searchbox', { name: 'Suche' }).fill('Hamburg')));
    await Promise.all(searches);
    await expectListInEveryTab(tabs);
    // The expired token really was refused and refreshed, and no refresh of the three tabs failed.
    expect(refused).toContain('/api/auftraege/search');
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    expect(refreshes.every((status) => status === 200)).toBe(true);
  });

  it('eine Abmeldung in einem Tab meldet auch die anderen ab', async () => {
    const tabs = context.pages();
    await tabs[1].getByRole('button', { name: 'Logout' }).click();
    for (const tab of tabs) await tab.getByRole('button', { name: 'Anmelden' }).waitFor();
  });
});
