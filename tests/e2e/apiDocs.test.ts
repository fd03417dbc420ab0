import { describe, expect, it } from 'vitest';
import { loadContract } from '../../openapi/contract';
import { withPortal } from './helpers';

describe('API-Dokumentation unter /api/docs', () => {
  const fx = withPortal();

  it('zeigt den Vertrag mit allen Bereichen und einer aufklappbaren Operation', async () => {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.portal.baseUrl}/api/docs/`);
    await page.getByRole('heading', { name: /Disponent Online API/ }).waitFor();
    const tags = page.getByRole('heading', { level: 3 });
    await tags.first().waitFor();
    expect(await tags.count()).toBe((loadContract().tags as unknown[]).length);
    await page.getByRole('link', { name: 'authentication', exact: true }).click();
    const login = page.getByRole('button', { name: /POST \/api\/authentication\/login/ }).first();
    await login.click();
    // The operation opens with an animation: wait for its response description instead of sampling once.
    await page.getByText('Anmeldung erfolgreich').first().waitFor({ state: 'visible' });
    await page.close();
  });
});
