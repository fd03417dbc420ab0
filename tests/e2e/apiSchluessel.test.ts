import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withPortal } from './helpers';

const KEY = /^don_[A-Za-z0-9_-]{43}$/;
const LIST = '/disponent-online/auftragsmanagement/auftragsresearch';

describe('API-Schlüssel und Änderungsprotokoll im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('ein Hauptbenutzer legt einen Schlüssel an, sieht ihn einmal, ein Skript liest und ändert damit Aufträge, die Seitenleiste zeigt die Änderung', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'haupt');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('tab', { name: 'API-Schlüssel' }).click();
    await page.getByRole('grid', { name: 'API-Schlüssel des Mandanten' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: /^Name/ }).fill('ERP Warenausgang');
    await page.getByRole('switch', { name: 'Aufträge schreiben', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click();
    const shown = page.getByText(KEY);
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(KEY);
    await page.getByRole('button', { name: 'Schlüssel kopieren' }).waitFor();
    const list = page.getByRole('grid', { name: 'API-Schlüssel des Mandanten' });
    const row = list.getByRole('row').filter({ hasText: 'ERP Warenausgang' });
    await row.getByText('Aufträge lesen, Aufträge schreiben').waitFor();
    await row.getByText(key.slice(0, 12)).waitFor();
    expect(await list.textContent()).not.toContain(key);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/apikeys-schluessel-1600.png', fullPage: true });
    // On a phone the form stacks and the list scrolls in its own area: the page stays 390 px wide.
    const phone = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(phone, fx.portal.baseUrl, 'haupt');
    await phone.goto(`${fx.portal.baseUrl}/disponent-online/admin`);
    await phone.getByRole('tab', { name: 'API-Schlüssel' }).click();
    await phone.getByRole('grid', { name: 'API-Schlüssel des Mandanten' }).getByText('ERP Warenausgang').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/apikeys-schluessel-390.png', fullPage: true });
    await phone.close();

    // A customer's script: plain HTTP with the key, no session.
    const base = fx.portal.baseUrl;
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const search = await fetch(
      `${base}/api/auftraege/search?datumVon=${day(-70)}&datumBis=${day(5)}&page=1&searchLimit=100`,
      {
        headers: { authorization: `Bearer ${key}` },
      },
    );
    expect(search.status).toBe(200);
    const orders = (await search.json()) as { id: number; status: { id: number } }[];
    expect(orders.length).toBeGreaterThan(0);
    const order = {
      status: { id: 1 },
      typ: 0,
      frankatur: { id: 5 },
      verkehrsart: { id: 1 },
      spedfremdnr: 'E2E-Schluessel-1',
      absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
      empfaenger: { name: 'Weser Elektrotechnik GmbH', strasse: 'Hauptstraße', plz: '28195', ort: 'Bremen', lkz: 'DE' },
      auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
    };
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/auftraege`, { method: 'POST', headers, body: JSON.stringify(order) });
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: number; version: number };
    const changed = await fetch(`${base}/api/auftraege/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...order, spedfremdnr: 'E2E-Schluessel-2', version }),
    });
    expect(changed.status).toBe(200);

    await page.goto(`${base}${LIST}`);
    const grid = page.getByRole('grid', { name: 'Auftragsliste' });
    await grid.waitFor();
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-Schluessel');
    const rows = grid.locator('tbody tr[aria-selected]');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const sidebar = page.getByRole('complementary', { name: 'Auftragsdetails' });
    await sidebar.getByRole('tab', { name: 'Änderungen' }).click();
    const changes = sidebar.getByRole('list', { name: 'Änderungen' });
    await changes.getByText('Absenderreferenz: E2E-Schluessel-1 → E2E-Schluessel-2').waitFor();
    await changes.getByText('haupt über API-Schlüssel „ERP Warenausgang“').first().waitFor();
    expect(await changes.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/apikeys-aenderungen-1600.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await changes.getByText('Absenderreferenz: E2E-Schluessel-1 → E2E-Schluessel-2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/apikeys-aenderungen-390.png', fullPage: true });
    await page.setViewportSize({ width: 1600, height: 900 });

    // Revoked: the script is refused at once.
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('tab', { name: 'API-Schlüssel' }).click();
    await page
      .getByRole('grid', { name: 'API-Schlüssel des Mandanten' })
      .getByRole('row')
      .filter({ hasText: 'ERP Warenausgang' })
      .click();
    await page.getByRole('button', { name: 'Markierten Schlüssel widerrufen' }).click();
    await page.getByText('Der API-Schlüssel ERP Warenausgang wurde widerrufen.', { exact: false }).first().waitFor();
    expect((await fetch(`${base}/api/auftraege/${id}`, { headers: { 'x-api-key': key } })).status).toBe(401);
  });

  it('ein Administrator durchsucht das Änderungsprotokoll', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    await page.getByRole('tab', { name: 'Änderungsprotokoll' }).click();
    const list = page.getByRole('grid', { name: 'Änderungen' });
    await list.getByText('E2E-Schluessel-1 → E2E-Schluessel-2', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Objektart' }).selectOption({ label: 'Benutzer' });
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByText('Keine Änderungen gefunden.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/apikeys-protokoll-1600.png', fullPage: true });
    const phone = await fx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(phone, fx.portal.baseUrl, 'admin');
    await phone.goto(`${fx.portal.baseUrl}/disponent-online/admin`);
    await phone.getByRole('tab', { name: 'Änderungsprotokoll' }).click();
    await phone
      .getByRole('grid', { name: 'Änderungen' })
      .getByText('ERP Warenausgang', { exact: false })
      .first()
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: '/tmp/apikeys-protokoll-390.png', fullPage: true });
    await phone.close();
  });
});
