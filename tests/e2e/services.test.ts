import { describe, expect, it } from 'vitest';
import { fillParties, loginAs, withPortal } from './helpers';

type Stored = { auftragServices: { spez_num: number; wert: string | null }[] };

/** orders.md §4: "an editable non-logical service without value opens the edit dialog; editing sets active when the value is non-empty". */
describe('Services der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo schaltet als Erstes Entladehilfe ein: der Dialog fragt die Anzahl, erst mit Wert ist der Service aktiv und mit Strg+S gespeichert', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.waitForLoadState('networkidle');
    // The capture starts in Absender Name, where a dispatcher types first.
    const absenderName = page
      .getByRole('tabpanel', { name: 'Absender' })
      .getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => absenderName.evaluate((el) => el === document.activeElement)).toBe(true);
    const row = page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: 'Entladehilfe' });
    const active = row.getByRole('switch');
    await row.locator('label').first().click();
    const dialog = page.getByRole('dialog', { name: 'Entladehilfe (Anzahl Personen) bearbeiten' });
    await dialog.waitFor();
    expect(await active.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await active.isChecked()).toBe(false);

    await row.locator('label').first().click();
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Wert' }).fill('2');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await active.isChecked()).toBe(true);

    await fillParties(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege',
    );
    // Saved from the keyboard: Strg+S, as the button's tooltip says.
    expect(await page.getByRole('button', { name: 'Speichern', exact: true }).getAttribute('title')).toBe(
      'Speichern (Strg+S, Strg+Enter)',
    );
    await page.keyboard.press('Control+s');
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    expect(((await response.json()) as Stored).auftragServices).toContainEqual(
      expect.objectContaining({ spez_num: 15, wert: '2' }),
    );
    await page.close();
  });
});
