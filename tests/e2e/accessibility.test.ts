import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

/** Console errors and failed requests of a page (a 404 for a missing layout or icon counts). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

/** axe-core on the order screens as a dispatcher sees them: no serious or critical violation, no error in the console. */
describe('Barrierefreiheit und Konsole der Auftragsmasken', () => {
  const fx = withPortal();

  it('Auftragserfassung: leer, nach einem abgelehnten Speichern und mit offenem Gefahrgut-Dialog', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    const errors = watchConsole(page);
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).fill('Papierrollen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Gefahrgut (Zeile 1)' }).click();
    await page.getByRole('dialog', { name: 'Gefahrgut hinzufügen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The cancel question (a view document) over the changed form.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Gefahrgut hinzufügen' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Abbrechen' }).first().click();
    await page.getByRole('alertdialog').waitFor();
    expect(await seriousViolations(page), 'Abbrechen').toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Auftragsliste mit markiertem Auftrag und Seitenleiste', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    const errors = watchConsole(page);
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragsresearch`);
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    await first.click();
    expect(await seriousViolations(page)).toEqual([]);
    // The sidebar's tab contents and the print menu are view documents drawn by the engine.
    const sidebar = page.getByRole('complementary', { name: 'Auftragsdetails' });
    for (const tab of ['Historie', 'Dokumente']) {
      await sidebar.getByRole('tab', { name: tab }).click();
      await sidebar.getByRole('tabpanel', { name: tab }).waitFor();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    await page.getByRole('button', { name: 'Drucken' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await seriousViolations(page), 'Drucken').toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
