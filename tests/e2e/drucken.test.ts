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
        status: { id: 1 },
        typ: 0,
        frankatur: { id: 5 },
        verkehrsart: { id: 1 },
        spedfremdnr: reference,
        absender: { name: 'Elbe Papierwerke GmbH', strasse: 'Am Hafen', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
        empfaenger: {
          name: 'Przedsiębiorstwo Łódzkie',
          strasse: 'ul. Piotrkowska',
          plz: '90-001',
          ort: 'Łódź',
          lkz: 'PL',
        },
        auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, verpackungAnzahl: 2 }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const found = await page.request.get(
      `${fx.portal.baseUrl}/api/auftraege/search?query=${reference}&datumVon=2000-01-01&datumBis=2100-01-01`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    return ((await found.json()) as { id: number; spedeigennr: string }[])[0];
  }

  /**
   * Chooses a report in the print menu and returns what the server answered the new tab. Chromium hands a PDF to its viewer and
   * then reports the document's response without headers, so the tab's request is passed through route.fetch (the real server
   * answers it, unchanged) to read them.
   */
  async function print(
    page: Page,
    report: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: Buffer; tab: Page }> {
    const answer: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
    await page.context().route(`**${BASE}/berichte?*`, async (route) => {
      const response = await route.fetch();
      Object.assign(answer, { status: response.status(), headers: response.headers(), body: await response.body() });
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: report, exact: true }).click(),
    ]);
    await expect.poll(() => answer.status).toBeDefined();
    await page.context().unrouteAll();
    return { status: answer.status!, headers: answer.headers!, body: answer.body!, tab };
  }

  /** The print menu's entries (labels of schemas/reports/*.json) and the file name each PDF gets. */
  const REPORTS: [label: string, file: string][] = [
    ['Auftragsbestätigung', 'Auftragsbestaetigung'],
    ['Versandetiketten', 'Versandetiketten'],
    ['Versandetiketten (4 je A4-Seite)', 'Versandetiketten'],
    ['Übernahmeliste', 'Uebernahmeliste'],
    ['Frachtbrief', 'Frachtbrief'],
  ];

  /** Prints every menu entry for the shown or selected order and checks each tab got the report server's PDF. */
  async function printAll(page: Page, nr: string): Promise<void> {
    for (const [label, file] of REPORTS) {
      const answer = await print(page, label);
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-type'], label).toBe('application/pdf');
      expect(answer.headers['content-disposition'], label).toBe(`inline; filename="${file}-${nr}.pdf"`);
      expect(answer.body.subarray(0, 5).toString(), label).toBe('%PDF-');
      expect(new URL(answer.tab.url()).pathname).toBe(`${BASE}/berichte`);
      await answer.tab.close();
    }
  }

  /** The hand-over list refused in the browser (orders.md §5): the spec's text with the order number, and no tab. */
  async function refusedHandover(page: Page, nr: string): Promise<void> {
    const pages = page.context().pages().length;
    await page.getByRole('button', { name: 'Drucken' }).click();
    await page.getByRole('menuitem', { name: 'Übernahmeliste', exact: true }).click();
    await page.getByText(`Die ÜbernahmeListe kann für Auftrag ${nr} noch nicht gedruckt werden`).first().waitFor();
    expect(page.context().pages().length).toBe(pages);
  }

  /** Shows one order in the list by the search box and selects its row. */
  async function selectInList(page: Page, nr: string): Promise<void> {
    await page.goto(`${fx.portal.baseUrl}${BASE}/auftragsmanagement/auftragsresearch`);
    await page.getByRole('searchbox', { name: 'Suche' }).fill(nr);
    const row = page.getByRole('grid', { name: 'Auftragsliste' }).locator('tbody tr[aria-selected]');
    await expect.poll(() => row.count()).toBe(1);
    await row.first().click();
  }

  /** Opens the capture screen of a stored order. */
  async function openCapture(page: Page, order: { id: number; spedeigennr: string }): Promise<void> {
    await page.goto(`${fx.portal.baseUrl}${BASE}/auftragsmanagement/auftragserfassung/${order.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Auftragsnummer' }).inputValue()).toBe(order.spedeigennr);
  }

  it('druckt jeden Bericht aus der Liste und aus der Erfassung und verweigert Übernahmeliste und ungespeicherten Auftrag', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const erfasst = await createOrder(page, 'E2E-DRUCK-1');
    // A demo order the dispatch has taken over (past status 1): every report, the hand-over list included, prints for it.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Captured within the list's default range (10 days back), so the search box finds it there.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const listed = await page.request.get(
      `${fx.portal.baseUrl}/api/auftraege/search?datumVon=${day(-8)}&datumBis=${day(0)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const taken = ((await listed.json()) as { id: number; spedeigennr: string; status: { id: number } }[]).find(
      (o) => o.status.id !== 1 && o.id !== erfasst.id,
    )!;
    expect(taken).toBeDefined();

    await selectInList(page, taken.spedeigennr);
    await printAll(page, taken.spedeigennr);
    await selectInList(page, erfasst.spedeigennr);
    await refusedHandover(page, erfasst.spedeigennr);

    await openCapture(page, taken);
    await printAll(page, taken.spedeigennr);
    await openCapture(page, erfasst);
    await refusedHandover(page, erfasst.spedeigennr);

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
