import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, loginAs, seriousViolations, withPortal } from './helpers';

// In Chromium against the real server: the manual behind 'Hilfe', the configurator link only on
// development hosts, the four themes (kept over a reload, accessible), the login page's logos and version label.

/** The theme buttons of the header (metro's client has isCustomstylebuttons). */
const themeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Farbschema' }).getByRole('button', { name, exact: true });

/** Computed colours the themes change: the header's background and Blueprint's primary colour. */
const colours = (page: Page) =>
  page.evaluate(() => ({
    header: getComputedStyle(document.querySelector('[aria-label="Hauptnavigation"]')!).backgroundColor,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--bp-intent-primary-rest').trim(),
    page: getComputedStyle(document.body).backgroundColor,
  }));

/** Waits until the popover's fade-in has finished: axe-core measures contrast on the colours it sees, half-faded ones too. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const THEMES = [
  { label: 'Bexity', header: 'rgb(28, 37, 65)', primary: '#b45309' },
  { label: 'MMT', header: 'rgb(11, 61, 107)', primary: '#0b5cad' },
  { label: 'Eco', header: 'rgb(30, 77, 43)', primary: '#2b7a3d' },
  { label: 'PHL', header: 'rgb(91, 26, 46)', primary: '#a3123a' },
];

describe('Kopfzeile: Hilfe, Konfigurator und Farbschemata', () => {
  const fx = withPortal();

  it('Hilfe opens Handbuch.pdf in a new tab: application/pdf, a real PDF with pages and pictures', async () => {
    const context = await fx.browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const answer = context.waitForEvent('response', (r) => r.url().endsWith('/disponent-online/Handbuch.pdf'));
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Hilfe' }).click();
    const [response, popup] = await Promise.all([answer, tab]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(popup.url()).toBe(`${fx.portal.baseUrl}/disponent-online/Handbuch.pdf`);
    // The bytes as the browser gets them (the tab's PDF viewer keeps the body to itself).
    const pdf = await (await context.request.get(`${fx.portal.baseUrl}/disponent-online/Handbuch.pdf`)).body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/Page(?![s\w])/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(text.match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    await context.close();
  });

  it('shows the configurator link on 127.0.0.1, never under a public host name', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Konfigurator' }).waitFor();
    await page.close();
    // The same server under a public name: Chromium resolves portal.example to the loopback address.
    const publicBrowser = await launchBrowser(['--host-resolver-rules=MAP portal.example 127.0.0.1']);
    try {
      const publicPage = await publicBrowser.newPage({ viewport: { width: 1600, height: 900 } });
      const publicUrl = fx.portal.baseUrl.replace('127.0.0.1', 'portal.example');
      await loginAs(publicPage, publicUrl, 'admin');
      await publicPage.getByRole('button', { name: 'Adminbereich' }).waitFor();
      expect(await publicPage.getByRole('button', { name: 'Konfigurator' }).count()).toBe(0);
      expect(await publicPage.getByRole('button', { name: 'Hilfe' }).count()).toBe(1);
    } finally {
      await publicBrowser.close();
    }
  });

  it('a chosen theme colours header and buttons, survives a reload and the login page, and each theme passes axe-core', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'metro');
    const standard = await colours(page);
    expect(standard.header).toBe('rgb(255, 255, 255)');
    for (const theme of THEMES) {
      await themeButton(page, theme.label).click();
      expect(await themeButton(page, theme.label).getAttribute('aria-pressed')).toBe('true');
      expect(await colours(page)).toMatchObject({ header: theme.header, primary: theme.primary });
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      expect(await seriousViolations(page), `${theme.label}, Auftragsliste`).toEqual([]);
      // An open menu: its button in the active state on the dark header, the menu itself.
      await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
      await page.getByRole('menuitem', { name: 'Auftragsvorlagen' }).waitFor();
      await transitionsDone(page);
      expect(await seriousViolations(page), `${theme.label}, offenes Menü`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Auftragsvorlagen' }).waitFor({ state: 'detached' });
    }
    // PHL is chosen: a reload keeps it, applied by the pre-paint script before the portal's bundle runs.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('customStylePHL');
    await themeButton(page, 'PHL').waitFor();
    expect(await themeButton(page, 'PHL').getAttribute('aria-pressed')).toBe('true');
    expect(await colours(page)).toMatchObject({ header: 'rgb(91, 26, 46)', primary: '#a3123a' });
    // A second click on the active theme returns to the standard look, also after a reload.
    await themeButton(page, 'PHL').click();
    await page.reload();
    await themeButton(page, 'PHL').waitFor();
    expect(await themeButton(page, 'PHL').getAttribute('aria-pressed')).toBe('false');
    expect((await colours(page)).header).toBe('rgb(255, 255, 255)');
    // The login page in every theme: the stored choice colours it too.
    for (const theme of THEMES) {
      await themeButton(page, theme.label).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--bp-intent-primary-rest').trim(),
        ),
      ).toBe(theme.primary);
      expect(await seriousViolations(page), `${theme.label}, Anmeldeseite`).toEqual([]);
      await loginAs(page, fx.portal.baseUrl, 'metro');
      await themeButton(page, theme.label).click();
    }
    await page.close();
  });

  it("the login page shows the client logo linking to the client's website, the footer logo and the version label", async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${fx.portal.baseUrl}/disponent-online/`);
    const link = page.getByRole('link', { name: 'Internetseite des Kunden (öffnet ein neues Fenster)' });
    expect(await link.getAttribute('href')).toBe('https://www.disponent-online.example/');
    expect(await link.getAttribute('target')).toBe('_blank');
    const logo = page.getByRole('img', { name: 'Kundenlogo' });
    // The picture really loads (the logo file is part of the build); it may still be on its way when the link shows.
    const loaded = await logo.evaluate(
      (img: HTMLImageElement) =>
        new Promise<boolean>((resolve) => {
          if (img.complete) resolve(img.naturalWidth > 0);
          else {
            img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
            img.addEventListener('error', () => resolve(false), { once: true });
          }
        }),
    );
    expect(loaded).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('img', { name: 'Disponent Online' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByLabel('Version').textContent()).toMatch(/^Version \d+\.\d+\.\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
