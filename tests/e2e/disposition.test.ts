import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

const BASE = '/disponent-online';
type Stored = { id: number; spedeigennr: string };
type Place = { name: string; strasse: string; plz: string; ort: string; lkz: string };

/** The browser's today and tomorrow (yyyy-mm-dd in its time zone): the day the board starts on. */
async function browserDays(page: Page): Promise<{ heute: string; morgen: string }> {
  return page.evaluate(() => {
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return { heute: day(now), morgen: day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)) };
  });
}

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

describe('Disposition im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  /** Creates an order through the real API with the browser session's token (test data, not a mock). */
  async function createOrder(page: Page, from: Place, to: Place, windows: Record<string, string>): Promise<Stored> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await page.request.post(`${fx.portal.baseUrl}/api/auftraege`, {
      headers: { authorization: `Bearer ${token}`, 'language-id': '0' },
      data: {
        status: { id: 1 },
        typ: 0,
        frankatur: { id: 5 },
        verkehrsart: { id: 1 },
        absender: from,
        empfaenger: to,
        auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
        ...windows,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json() as Promise<Stored>;
  }

  it('zeigt die Aufträge des Tages in Zeitleiste, Liste und Karte, hebt den gewählten überall hervor und öffnet ihn', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const { heute, morgen } = await browserDays(page);
    const hamburg = { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' };
    const muenchen = { name: 'Isar Handel GmbH', strasse: 'Marienplatz', plz: '80331', ort: 'München', lkz: 'DE' };
    const bremen = {
      name: 'Weser Elektrotechnik GmbH',
      strasse: 'Hauptstraße',
      plz: '28195',
      ort: 'Bremen',
      lkz: 'DE',
    };
    const koeln = { name: 'Rhein Druck GmbH', strasse: 'Domplatz', plz: '50667', ort: 'Köln', lkz: 'DE' };
    // Times are wall-clock times as the capture screen stores them (date and time as typed, written with Z).
    const a = await createOrder(page, hamburg, muenchen, {
      abholDatumVon: `${heute}T08:00:00.000Z`,
      abholDatumBis: `${heute}T10:00:00.000Z`,
      zustellDatumVon: `${morgen}T07:00:00.000Z`,
      zustellDatumBis: `${morgen}T09:00:00.000Z`,
    });
    const b = await createOrder(page, bremen, koeln, {
      abholDatumVon: `${heute}T00:00:00.000Z`,
      zustellDatumVon: `${heute}T14:00:00.000Z`,
      zustellDatumBis: `${heute}T16:00:00.000Z`,
    });

    await page.goto(`${fx.portal.baseUrl}${BASE}/disposition`);
    await page.getByRole('heading', { name: 'Disposition' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Transportaufträge am ${germanDate(heute)}` })
      .waitFor();
    const timeline = page.getByRole('region', { name: 'Zeitleiste' });
    const map = page.getByRole('group', { name: 'Karte der Abhol- und Zustellorte' });
    const list = page.getByRole('grid', { name: 'Transportaufträge' });
    const pickupBar = timeline.getByRole('button', {
      name: `Abholung Auftrag ${a.spedeigennr} in 20457 Hamburg: ${germanDate(heute)} 08:00–10:00`,
    });
    const pickupMark = (o: Stored, place: string) =>
      map.getByRole('button', { name: `Abholung Auftrag ${o.spedeigennr}: ${place}` });
    const deliveryMark = (o: Stored, place: string) =>
      map.getByRole('button', { name: `Zustellung Auftrag ${o.spedeigennr}: ${place}` });
    const row = (o: Stored) => list.getByRole('row').filter({ hasText: o.spedeigennr });

    // All three show both orders: the whole-day pick-up of B and its delivery window too.
    await pickupBar.waitFor();
    await timeline
      .getByRole('button', {
        name: `Abholung Auftrag ${b.spedeigennr} in 28195 Bremen: ${germanDate(heute)} ganztägig`,
      })
      .waitFor();
    await timeline
      .getByRole('button', {
        name: `Zustellung Auftrag ${b.spedeigennr} in 50667 Köln: ${germanDate(heute)} 14:00–16:00`,
      })
      .waitFor();
    expect(await row(a).getByRole('gridcell').allTextContents()).toEqual(
      expect.arrayContaining(['20457 Hamburg', `${germanDate(heute)} 08:00–10:00`, '80331 München']),
    );
    await row(b).waitFor();
    for (const mark of [
      pickupMark(a, '20457 Hamburg'),
      deliveryMark(a, '80331 München'),
      pickupMark(b, '28195 Bremen'),
    ])
      await mark.waitFor();
    // Every mark lies inside the drawing (nothing cut off).
    const box = (await map.boundingBox())!;
    for (const mark of [
      pickupMark(a, '20457 Hamburg'),
      deliveryMark(a, '80331 München'),
      deliveryMark(b, '50667 Köln'),
    ]) {
      const m = (await mark.boundingBox())!;
      expect(m.x).toBeGreaterThanOrEqual(box.x);
      expect(m.y).toBeGreaterThanOrEqual(box.y);
      expect(m.x + m.width).toBeLessThanOrEqual(box.x + box.width);
      expect(m.y + m.height).toBeLessThanOrEqual(box.y + box.height);
    }
    // Hamburg lies north of München on the map.
    expect((await pickupMark(a, '20457 Hamburg').boundingBox())!.y).toBeLessThan(
      (await deliveryMark(a, '80331 München').boundingBox())!.y,
    );

    // Choosing A on the map highlights it in the time line and the list; choosing B in the list moves the highlight.
    await pickupMark(a, '20457 Hamburg').click();
    await expect.poll(() => pickupBar.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => row(a).getAttribute('aria-selected')).toBe('true');
    expect(await deliveryMark(a, '80331 München').getAttribute('aria-pressed')).toBe('true');
    expect(await pickupMark(b, '28195 Bremen').getAttribute('aria-pressed')).toBe('false');
    await page.getByText(`Gewählt: Auftrag ${a.spedeigennr} (Hamburg → München)`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/disposition-1600.png', fullPage: true });

    await row(b).getByRole('gridcell').first().click();
    await expect.poll(() => pickupMark(b, '28195 Bremen').getAttribute('aria-pressed')).toBe('true');
    expect(await pickupBar.getAttribute('aria-pressed')).toBe('false');

    // The week: Monday to Sunday of today's week, the pick-up of A still on it.
    await page
      .locator('label')
      .filter({ hasText: /^Woche$/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'die Zeitleiste zeigt die Woche vom' }).waitFor();
    await pickupBar.waitFor();
    await page.screenshot({ path: '/tmp/disposition-woche-1600.png', fullPage: true });
    await page.locator('label').filter({ hasText: /^Tag$/ }).click();
    await pickupBar.waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/disposition-390.png', fullPage: true });
    await page
      .locator('label')
      .filter({ hasText: /^Woche$/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'die Zeitleiste zeigt die Woche vom' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/disposition-woche-390.png', fullPage: true });
    await page.locator('label').filter({ hasText: /^Tag$/ }).click();
    await pickupBar.waitFor();
    await page.setViewportSize({ width: 1600, height: 900 });

    // Opening: double click on a bar, Enter on a mark, double click on a row, the button.
    await pickupBar.dblclick();
    await page.waitForURL(`**${BASE}/auftragsmanagement/auftragserfassung/${a.id}`);
    await page.goBack();
    await pickupMark(b, '28195 Bremen').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${BASE}/auftragsmanagement/auftragserfassung/${b.id}`);
    await page.goBack();
    await row(b).getByRole('gridcell').first().dblclick();
    await page.waitForURL(`**${BASE}/auftragsmanagement/auftragserfassung/${b.id}`);
    await page.goBack();
    await row(a).getByRole('gridcell').first().click();
    await page.getByText(`Gewählt: Auftrag ${a.spedeigennr} (Hamburg → München)`).waitFor();
    await page.getByRole('button', { name: 'Auftrag öffnen' }).click();
    await page.waitForURL(`**${BASE}/auftragsmanagement/auftragserfassung/${a.id}`);
    await page.close();
  });
});
