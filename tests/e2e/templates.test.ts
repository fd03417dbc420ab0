import { describe, expect, it } from 'vitest';
import { loginAs, withPortal } from './helpers';

describe('Auftragsvorlagen im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('haupt sucht eine Vorlage, wendet sie an und landet in der Auftragserfassung', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'haupt');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragsvorlagen' }).click();
    const grid = page.getByRole('grid', { name: 'Auftragsvorlagen' });
    await grid.getByText('Standard Spedition Nordlicht GmbH').waitFor();
    await page.getByRole('searchbox', { name: 'Suche' }).fill('gibt es nicht');
    await grid.getByText('Standard Spedition Nordlicht GmbH').waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Suche' }).fill('standard');
    await grid.getByText('Standard Spedition Nordlicht GmbH').click();
    expect(await page.getByRole('button', { name: 'Vorlage löschen' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Vorlage anwenden' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/disponent-online/auftragsmanagement/auftragserfassung');
    expect(new URL(page.url()).searchParams.get('vorlageId')).toMatch(/^\d+$/);
    await page.close();
  });
});
