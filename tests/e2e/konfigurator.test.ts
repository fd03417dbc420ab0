import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

const SAVED = 'Die Konfiguration wurde erfolgreich geändert und an DPlus übertragen. Bitte jetzt neu anmelden...';
const BOTH = 'Tauschgeräte und zusätzliche Lademittel dürfen nicht beide gewählt sein.';

/** The configurator's switch of this label (a Ja/Nein switch built from the catalogue). */
const toggle = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** The shown choice of a choice list (rjsf keeps the option's index as its value). */
const chosen = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name, exact: true })
    .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Scrolls a full-page screenshot to /tmp for looking at it (dense, grouped, nothing cut). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/coco-${name}.png`, fullPage: true });
}

describe('Konfigurator (/admin/coco) im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('admin übernimmt das Profil Sievers, ändert einen Schalter, speichert, meldet sich neu an; ein Benutzer des Mandanten sieht die Wirkung', async () => {
    // Before: haupt (a user of the admin's tenant Nordlicht) captures without the neutral sender.
    const capture = async () => {
      const user = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
      await loginAs(user, fx.portal.baseUrl, 'haupt');
      await user.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
      await user
        .getByText(/^abw\. Abh(\.|olung)$/)
        .first()
        .waitFor();
      const neutral = await user.getByText('abw. Abh.', { exact: true }).count();
      await user.close();
      return neutral > 0;
    };
    expect(await capture()).toBe(false);

    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Konfigurator' }).click();
    await page.getByRole('heading', { name: 'Konfigurator' }).waitFor();
    // Every topic of the catalogue is a panel; the three choice lists stand under Kundenprofil.
    for (const topic of ['Kundenprofil', 'Auftragserfassung', 'Termine', 'Adressen', 'Track & Trace'])
      await page.getByText(topic, { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Kunde', exact: true }).waitFor();
    expect(await chosen(page, 'Spaltenmodell der Auftragsliste')).toBe('default');
    expect(await chosen(page, 'Services (customServices)')).toBe('default');
    await page.getByText('Mautrechner im Menü anbieten').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, '1600');

    // Both Tauschgeräte and zusätzliche Lademittel: refused in the browser, nothing sent.
    await toggle(page, 'Tauschgeräte').check({ force: true });
    await toggle(page, 'Zusätzliche Lademittel').check({ force: true });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Änderungen Speichern' }).click();
    await page.getByText(BOTH).first().waitFor();
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Sievers', exact: true }).click();
    await expect.poll(() => chosen(page, 'Kunde')).toBe('sievers');
    expect(await toggle(page, 'Zusätzliche Lademittel').isChecked()).toBe(true);
    expect(await toggle(page, 'Tauschgeräte').isChecked()).toBe(false);
    expect(await toggle(page, 'Abholdatum Pflicht').isChecked()).toBe(true);
    expect(await toggle(page, 'Neutraler Absender').isChecked()).toBe(false);
    await toggle(page, 'Neutraler Absender').check({ force: true });

    await page.getByRole('button', { name: 'Änderungen Speichern' }).click();
    await page.getByText(SAVED).first().waitFor();
    // Asked to log in again: the session ended, the login page is shown.
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.getByRole('button', { name: 'Konfigurator' }).count()).toBe(0);

    // Logged in again, the configurator shows what was saved.
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Konfigurator' }).click();
    await expect.poll(() => chosen(page, 'Kunde')).toBe('sievers');
    expect(await toggle(page, 'Neutraler Absender').isChecked()).toBe(true);
    await page.close();

    // After: haupt's capture screen offers the neutral sender (isShowAbsenderNeutral shortens the tab to 'abw. Abh.').
    expect(await capture()).toBe(true);
  });

  it('passt bei 390 px ohne Querscrollen und ohne ernste axe-Befunde; Nicht-Admins sehen keinen Zugang', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/admin/coco`);
    await page.getByRole('combobox', { name: 'Kunde' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, '390');
    await page.screenshot({ path: '/tmp/coco-390-oben.png' });
    await page.close();

    const demo = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(demo, fx.portal.baseUrl, 'demo');
    expect(await demo.getByRole('button', { name: 'Konfigurator' }).count()).toBe(0);
    await demo.goto(`${fx.portal.baseUrl}/disponent-online/admin/coco`);
    await demo.getByText('Der Konfigurator ist Administratoren vorbehalten.', { exact: false }).waitFor();
    expect(await demo.getByRole('button', { name: 'Änderungen Speichern' }).count()).toBe(0);
    await demo.close();
  });
});
