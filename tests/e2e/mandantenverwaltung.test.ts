import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

const MAIN = 'Spedition Nordlicht GmbH';
const FREE = 'Bäckerei Sonnenschein KG';

/** The German notice dialog of a refusal (the portal's error list), answered with Ok. */
async function acknowledge(page: Page, message: string) {
  const notice = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: message });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Ok' }).click();
  await notice.waitFor({ state: 'detached' });
}

/** The names haupt's tenant selector offers on the order list (opened anew, as after a reload). */
async function offeredTenants(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(`${baseUrl}/disponent-online/auftragsmanagement/auftragsresearch`);
  const selector = page.getByRole('search', { name: 'Suchvorgaben' }).getByRole('combobox', { name: 'Mandant' });
  await selector.locator('option', { hasText: MAIN }).waitFor({ state: 'attached' });
  return (await selector.locator('option').allInnerTexts()).map((t) => t.trim());
}

describe('Mandantenverwaltung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('admin ordnet einen freien Mandanten dem Hauptmandanten zu und hebt die Zuordnung auf; der Mandantenwähler von haupt folgt sofort', async () => {
    const admin = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    const haupt = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(admin, fx.portal.baseUrl, 'admin');
    await loginAs(haupt, fx.portal.baseUrl, 'haupt');
    expect(await offeredTenants(haupt, fx.portal.baseUrl)).not.toContain(FREE);

    await admin.getByRole('button', { name: 'Adminbereich' }).click();
    await admin.getByRole('tab', { name: 'Mandanten' }).click();
    const mains = admin.getByRole('grid', { name: 'Hauptmandanten' });
    const frees = admin.getByRole('grid', { name: 'Freie Mandanten' });
    await mains.getByText(MAIN).waitFor();
    await frees.getByText(FREE).waitFor();

    // account-admin.md §5 Lists: a search fires only when empty or with at least 2 characters.
    const searched: string[] = [];
    admin.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/api/mandanten/freiemandanten'))
        searched.push(url.searchParams.get('searchString') ?? '');
    });
    const freeSearch = admin.getByRole('searchbox', { name: 'Freie Mandanten suchen' });
    await freeSearch.fill('S');
    await freeSearch.fill('Si');
    await frees.getByText('Haalboom Transport B.V.').waitFor({ state: 'detached' });
    await frees.getByText('Sievers Spedition KG').waitFor();
    await freeSearch.fill('');
    await frees.getByText(FREE).waitFor();
    expect(searched).toEqual(['Si', '']);

    // A row action without a marked row (account-admin.md §5 Lists).
    await admin.getByRole('button', { name: 'Zuordnung aufheben' }).click();
    await acknowledge(admin, 'Bitte markieren Sie eine Zeile.');

    await mains.getByRole('row').filter({ hasText: MAIN }).click();
    const subs = admin.getByRole('grid', { name: `Untermandanten von ${MAIN}` });
    await subs.getByText('Nordlicht Logistik Bremen').waitFor();
    await frees.getByRole('row').filter({ hasText: FREE }).click();
    await admin.getByText(FREE, { exact: true }).first().waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({ path: '/tmp/mandanten-1600.png', fullPage: true });

    await admin.getByRole('button', { name: 'Dem Hauptmandanten zuordnen' }).click();
    await admin.getByText(`Der Mandant ${FREE} wurde dem Hauptmandanten ${MAIN} zugeordnet.`).first().waitFor();
    await subs.getByText(FREE).waitFor();
    await frees.getByText(FREE).waitFor({ state: 'detached' });
    expect(await offeredTenants(haupt, fx.portal.baseUrl)).toContain(FREE);

    // A main tenant with sub-tenants keeps its role (account-admin.md §8).
    await admin.getByRole('button', { name: 'Als Hauptmandant abmelden' }).click();
    await acknowledge(admin, 'Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.');
    await mains.getByText(MAIN).waitFor();

    await subs.getByRole('row').filter({ hasText: FREE }).click();
    await admin.getByRole('button', { name: 'Zuordnung aufheben' }).click();
    await admin
      .getByText(`Die Zuordnung des Mandanten ${FREE} zum Hauptmandanten ${MAIN} wurde aufgehoben.`)
      .first()
      .waitFor();
    await frees.getByText(FREE).waitFor();
    await subs.getByText(FREE).waitFor({ state: 'detached' });
    expect(await offeredTenants(haupt, fx.portal.baseUrl)).not.toContain(FREE);

    // A phone opens the tab anew (a page resized from 1600 px keeps Blueprint's tab indicator where it was).
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await admin.getByRole('tab', { name: 'Mandanten' }).click();
    await frees.getByText(FREE).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({ path: '/tmp/mandanten-390.png', fullPage: true });
    await admin.close();
    await haupt.close();
  });
  it('admin registriert einen freien Mandanten als Hauptmandanten und meldet ihn ab; kunde-a sieht den Mandantenwähler ohne neue Anmeldung', async () => {
    const PAPENBURG = 'Papenburg Handelslogistik';
    const admin = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    const kunde = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(admin, fx.portal.baseUrl, 'admin');
    await loginAs(kunde, fx.portal.baseUrl, 'kunde-a');
    const selector = kunde.getByRole('search', { name: 'Suchvorgaben' }).getByRole('combobox', { name: 'Mandant' });
    // Within the open portal (no reload): the menu leads to the order list, its calls carry the session's token.
    const openList = async () => {
      await kunde.getByRole('button', { name: 'Auftragsmanagement' }).click();
      await kunde.getByRole('menuitem', { name: 'Auftragsvorlagen' }).click();
      await kunde.getByRole('grid', { name: 'Auftragsvorlagen' }).waitFor();
      await kunde.getByRole('button', { name: 'Auftragsmanagement' }).click();
      await kunde.getByRole('menuitem', { name: 'Auftragsliste' }).click();
      await kunde.getByRole('search', { name: 'Suchvorgaben' }).waitFor();
    };
    await openList();
    expect(await selector.count()).toBe(0);

    await admin.getByRole('button', { name: 'Adminbereich' }).click();
    await admin.getByRole('tab', { name: 'Mandanten' }).click();
    const mains = admin.getByRole('grid', { name: 'Hauptmandanten' });
    const frees = admin.getByRole('grid', { name: 'Freie Mandanten' });
    await frees.getByRole('row').filter({ hasText: PAPENBURG }).click();
    await admin.getByRole('button', { name: 'Als Hauptmandant registrieren' }).click();
    await admin.getByText(`Der Mandant ${PAPENBURG} wurde als Hauptmandant registriert.`).first().waitFor();
    await mains.getByText(PAPENBURG).waitFor();
    await admin.getByRole('grid', { name: `Untermandanten von ${PAPENBURG}` }).waitFor();

    // kunde-a's token still says 'no main tenant': its next call answers 401 once, the refresh brings the new role.
    await openList();
    await selector.waitFor();
    expect(await kunde.getByText('Bitte melden Sie sich erneut an.').count()).toBe(0);

    await admin.getByRole('button', { name: 'Als Hauptmandant abmelden' }).click();
    await admin.getByText(`Der Mandant ${PAPENBURG} ist kein Hauptmandant mehr.`).first().waitFor();
    await frees.getByText(PAPENBURG).waitFor();
    await mains.getByText(PAPENBURG).waitFor({ state: 'detached' });
    await openList();
    await selector.waitFor({ state: 'detached' });
    await admin.close();
    await kunde.close();
  });

  it('zwei Admins ändern denselben Mandanten: der zweite liest die deutsche Meldung der gleichzeitigen Änderung', async () => {
    const SIEVERS = 'Sievers Spedition KG';
    const openTab = async () => {
      const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
      await loginAs(page, fx.portal.baseUrl, 'admin');
      await page.getByRole('button', { name: 'Adminbereich' }).click();
      await page.getByRole('tab', { name: 'Mandanten' }).click();
      await page.getByRole('grid', { name: 'Freie Mandanten' }).getByRole('row').filter({ hasText: SIEVERS }).click();
      return page;
    };
    const first = await openTab();
    const second = await openTab();
    await second.getByRole('button', { name: 'Als Hauptmandant registrieren' }).click();
    await second.getByText(`Der Mandant ${SIEVERS} wurde als Hauptmandant registriert.`).first().waitFor();
    await second.getByRole('button', { name: 'Als Hauptmandant abmelden' }).click();
    await second.getByText(`Der Mandant ${SIEVERS} ist kein Hauptmandant mehr.`).first().waitFor();

    // The first admin's list still holds the version before both changes.
    await first.getByRole('button', { name: 'Als Hauptmandant registrieren' }).click();
    const notice = first.getByRole('alertdialog').or(first.getByRole('dialog')).filter({ hasText: 'Datensatz' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /Der Datensatz wurde inzwischen von admin am \d\d\.\d\d\.\d{4} \d\d:\d\d geändert\. Bitte laden Sie ihn neu\./,
    );
    await notice.getByRole('button', { name: 'Ok' }).click();
    // The lists loaded again: the same action now succeeds with the current version.
    await first.getByRole('button', { name: 'Als Hauptmandant registrieren' }).click();
    await first.getByText(`Der Mandant ${SIEVERS} wurde als Hauptmandant registriert.`).first().waitFor();
    await first.getByRole('button', { name: 'Als Hauptmandant abmelden' }).click();
    await first.getByText(`Der Mandant ${SIEVERS} ist kein Hauptmandant mehr.`).first().waitFor();
    await first.close();
    await second.close();
  });
});
