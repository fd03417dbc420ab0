import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withPortal } from './helpers';

// At 390 px the header collapses into one menu button instead of scrolling sideways.
describe('Kopfzeile im schmalen Fenster', () => {
  const fx = withPortal();

  it('zeigt bei 390 px ein Menü statt der Leiste, ohne seitliches Scrollen, und führt zur Auftragserfassung', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    expect(await page.getByRole('button', { name: 'Auftragsmanagement' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Auftragserfassung', exact: true }).click();
    await page.getByRole('tabpanel', { name: 'Absender' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.getByRole('button', { name: 'Auftragsmanagement' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menü' }).count()).toBe(0);
    await page.close();
  });

  it('führt bei 390 px auch Hilfe und die Farbschemata im Menü, den Konfigurator nur für Admins', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(page, fx.portal.baseUrl, 'metro');
    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('menu', { name: 'Menü' });
    expect(await menu.getByRole('menuitem', { name: 'Hilfe' }).getAttribute('href')).toBe(
      '/disponent-online/Handbuch.pdf',
    );
    // 127.0.0.1 is a development host, but the configurator is for admins only.
    await menu.getByRole('menuitem', { name: 'Hilfe' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Konfigurator' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Eco' }).click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('customStyleEco');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Menü' }).click();
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
    // axe-core measures contrast on the colours it sees: after the popover's fade-in, not half-way.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
