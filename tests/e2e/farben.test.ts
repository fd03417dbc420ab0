import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withPortal } from './helpers';

describe('Entwicklungsseite /farben im echten Browser', () => {
  const fx = withPortal();

  it('zeigt jede Farbvariable der vier Themen mit Muster und Kontrast, dicht und ohne ernste axe-Verstöße', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    // 127.0.0.1 is a development host: the page shows its list.
    await page.goto(`${fx.portal.baseUrl}/disponent-online/farben`);
    await page.getByRole('heading', { name: 'Farben' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Farbvariablen der Themen' });
    const row = (text: string) => grid.getByRole('row').filter({ hasText: text });
    await row('#b45309').first().waitFor();
    const cells = async (text: string) => (await row(text).first().getByRole('gridcell').allTextContents()).join(' | ');
    // Bexity's primary colour as themes.css sets it, with its WCAG contrast (5,02:1 on white, 4,18:1 on black).
    expect(await cells('#b45309')).toMatch(/^Bexity \| --bp-intent-primary-rest \| #b45309 \| 5,0\d \| 4,1\d \| Ja$/);
    for (const theme of ['Standard', 'Bexity', 'MMT', 'Eco', 'PHL'])
      expect(
        await grid
          .getByRole('row')
          .filter({ hasText: new RegExp(`^${theme}--`) })
          .count(),
        theme,
      ).toBeGreaterThan(0);
    expect(await row('--don-header-bg').count()).toBe(5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/farben-1600.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/farben-390.png', fullPage: true });
    await page.close();
  });
});
