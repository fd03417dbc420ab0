import { describe, expect, it } from 'vitest';
import { captureOrderByKeyboard, loginAs, withPortal } from './helpers';

type Saved = {
  spedeigennr: string;
  frankatur: { kurzBezeichnung: string };
  absender: { name: string; strasse: string; hausnummer: string; plz: string; ort: string };
  empfaenger: { name: string; plz: string; ort: string };
  auftragspositionen: Array<{
    verpackungAnzahl: number;
    verpackung?: { value?: string };
    lademittelAnzahl?: number;
    lademittel?: { value?: string };
    warengutBezeichnung: string;
    bruttoGewicht: number;
  }>;
};

/** orders.md §2/§4 at dispatcher speed: a whole order captured with the keyboard alone, the key presses counted. */
describe('Auftragserfassung nur mit der Tastatur, im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo erfasst Absender, Empfänger, Frankatur und zwei Positionen (Alt+5, Alt+N) und speichert mit Strg+S', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.waitForLoadState('networkidle');
    const name = page.getByRole('tabpanel', { name: 'Absender' }).getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege',
    );
    const keys = await captureOrderByKeyboard(page);
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    const order = (await response.json()) as Saved;
    expect(order.absender).toMatchObject({
      name: 'Elbe Papierwerke GmbH',
      strasse: 'Am Sandtorkai',
      hausnummer: '12',
      plz: '20457',
      ort: 'Hamburg',
    });
    expect(order.empfaenger).toMatchObject({ name: 'Weser Elektrotechnik GmbH', plz: '28217', ort: 'Bremen' });
    expect(order.frankatur.kurzBezeichnung).toBe('unfrei');
    expect(order.auftragspositionen.map((p) => [p.verpackungAnzahl, p.warengutBezeichnung, p.bruttoGewicht])).toEqual([
      [2, 'Papierrollen', 850],
      [1, 'Musterkarton', 12],
    ]);
    expect(order.auftragspositionen[0].lademittelAnzahl).toBe(2);
    expect(order.auftragspositionen[0].verpackung?.value).toBe('Colli');
    // Stored by short name: the list shows the long one ('Colli (Packstück)', 'Karton / Faltschachtel').
    expect(order.auftragspositionen[0].lademittel?.value).toBe('Europalette');
    expect(order.auftragspositionen[1].verpackung?.value).toBe('Karton');
    await page.getByText(`Der Auftrag ${order.spedeigennr} wurde erfolgreich gespeichert.`).waitFor();
    // The figure the bench prints: every typed character and every other key once; no mouse event was needed.
    expect(keys.control).toBeLessThanOrEqual(40);
    console.log(`Tastatur: ${keys.total} Tasten (${keys.typed} Zeichen, ${keys.control} Steuertasten)`);
    await page.close();
  });
});
