import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, withPortal } from './helpers';

const BASE = '/disponent-online';

describe('Drucken aus Auftragsliste und Auftragserfassung öffnet das PDF des Berichtsservers (orders.md §2, §5, §7)', () => {
  const fx = withPortal();

  /** Creates an order through the real API with the browser session's token (test data, not a mock). */
  async function createOrder(page: Page, reference: string): Promise<{ id: number; spedeigennr: string }> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await page.request.post(`${fx.portal.baseUrl}/api/auftraege`, {
      headers: { authorization: `Bearer ${token}`, 'language-id': '0' },
      data: {
        status: { id: 1 }, typ: 0, frankatur: { id: 5 }, verkehrsart: { id: 1 }, spedfremdnr: reference,
        absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
        empfaenger: { name: 'Przedsiębiorstwo Łódzkie', strasse: 'ul. Piotrkowska', plz: '90-001', ort: 'Łódź', lkz: 'PL' },
        auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const found = await page.request.get(`${fx.portal.baseUrl}/api/auftraege/search?query=${reference}&datumVon=2000-01-01&datumBis=2100-01-01`,
      { headers: { authorization: `Bearer ${token}` } });
    return (await found.json() as { id: number; spedeigennr: string }[])[0];
  }

  /**
   * Chooses a report in the print menu and returns what the server answered the new tab. Chromium hands a PDF to its viewer and
   * then reports the document's response without headers, so the tab's request is passed through route.fetch (the real server
   * answers it, unchanged) to read them.
   */
  async function print(page: Page, report: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer; tab: Page }> {
    const answer: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
    await page.context().route(`**${BASE}/berichte?*`, async (route) => {
      const response = await route.fetch();
      Object.assign(answer, { status: response.status(), headers: response.headers(), body: await response.body() });
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: report, exact: true }).click()]);
    await expect.poll(() => answer.status).toBeDefined();
    await page.context().unrouteAll();
    return { status: answer.status!, headers: answer.headers!, body: answer.body!, tab };
  }

  it('druckt aus der Liste und aus der Erfassung und verweigert einen ungespeicherten Auftrag', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const order = await createOrder(page, 'E2E-DRUCK-1');

    // Order list: select the order and print its confirmation.
    await page.goto(`${fx.portal.baseUrl}${BASE}/auftragsmanagement/auftragsresearch`);
    await page.getByRole('searchbox', { name: 'Suche' }).fill('E2E-DRUCK-1');
    const row = page.getByRole('grid', { name: 'Auftragsliste' }).locator('tbody tr[aria-selected]');
    await expect.poll(() => row.count()).toBe(1);
    await row.first().click();
    const fromList = await print(page, 'Auftragsbestätigung');
    expect(fromList.status).toBe(200);
    expect(fromList.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromList.headers['content-type']).toBe('application/pdf');
    expect(fromList.headers['content-disposition']).toBe(`inline; filename="Auftragsbestaetigung-${order.spedeigennr}.pdf"`);
    expect(new URL(fromList.tab.url()).pathname).toBe(`${BASE}/berichte`);
    await fromList.tab.close();

    // Order capture of the stored order: the labels.
    await page.goto(`${fx.portal.baseUrl}${BASE}/auftragsmanagement/auftragserfassung/${order.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Auftragsnummer' }).inputValue()).toBe(order.spedeigennr);
    const fromCapture = await print(page, 'Versandetiketten');
    expect(fromCapture.headers['content-type']).toBe('application/pdf');
    expect(fromCapture.headers['content-disposition']).toBe(`inline; filename="Versandetiketten-${order.spedeigennr}.pdf"`);
    await fromCapture.tab.close();

    // A new order is not saved yet: no tab, the spec's text.
    await page.goto(`${fx.portal.baseUrl}${BASE}/auftragsmanagement/auftragserfassung`);
    await page.getByRole('button', { name: 'Drucken' }).click();
    const pages = page.context().pages().length;
    await page.getByRole('menuitem', { name: 'Auftragsbestätigung', exact: true }).click();
    await page.getByText('Auftrag muss erst Gespeichert werden.').waitFor();
    expect(page.context().pages().length).toBe(pages);
    await page.close();
  });
});
