import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

/** The bar: the new order at 1600×900 fits in at most this many pixels (full page; one column was 5,150). */
const MAX_HEIGHT = 2600;

async function openCapture(browser: Browser, baseUrl: string, user: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await loginAs(page, baseUrl, user);
  await page.goto(`${baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
  await page.getByRole('tabpanel', { name: 'Absender' }).waitFor();
  await page.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).waitFor();
  return page;
}

/** Sender and recipient tab panels' boxes in page coordinates. */
async function parties(page: Page) {
  const box = async (name: string) => {
    const b = await page.getByRole('tabpanel', { name }).boundingBox();
    if (!b) throw new Error(`Reiter ${name} nicht sichtbar`);
    return b;
  };
  return { sender: await box('Absender'), recipient: await box('Empfänger') };
}

const pageSize = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/**
 * The capture screen's layout from the document: rows on the 12-column grid put sender and recipient side by
 * side and the panels below in columns; narrow windows stack. Checked for the default, variant B and metro.
 */
describe('Erfassungsmaske im Raster (auftragserfassung.screen.json rows/span) im echten Browser', () => {
  const fx = withPortal();

  for (const user of ['demo', 'kunde-b', 'metro']) {
    it(`${user}: 1600 nebeneinander und höchstens ${MAX_HEIGHT} px hoch, 1280 ohne Überlauf, 390 gestapelt`, async () => {
      const page = await openCapture(fx.browser, fx.portal.baseUrl, user);

      const wide = await parties(page);
      expect(Math.abs(wide.recipient.y - wide.sender.y)).toBeLessThan(2);
      expect(wide.recipient.x).toBeGreaterThanOrEqual(wide.sender.x + wide.sender.width);
      // Address lines grouped: house number right of the street, postcode and town right of the country code.
      const sender = page.getByRole('tabpanel', { name: 'Absender' });
      const [strasse, nr] = await Promise.all(
        ['Straße', 'Hausnummer'].map((n) => sender.getByRole('textbox', { name: n, exact: true }).boundingBox()),
      );
      expect(nr!.x).toBeGreaterThan(strasse!.x + strasse!.width);
      expect(Math.abs(nr!.y - strasse!.y)).toBeLessThan(2);
      expect((await pageSize(page)).height).toBeLessThanOrEqual(MAX_HEIGHT);
      // Services name themselves as text, and a logical service (Hebebühne, typ Logisch) shows no value box.
      const services = page.getByRole('group', { name: /^Services/ });
      expect(await services.getByRole('textbox', { name: 'Service (Zeile 1)' }).count()).toBe(0);
      const tausch = services.getByRole('row').filter({ hasText: 'Hebebühne' });
      expect(await tausch.count()).toBe(1);
      expect(await tausch.getByRole('textbox', { name: /^Wert/ }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      const medium = await parties(page);
      expect(Math.abs(medium.recipient.y - medium.sender.y)).toBeLessThan(2);
      const size = await pageSize(page);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
      // The positions table fits its card: its last column is not scrolled out of sight.
      const positions = page.getByRole('table', { name: 'Auftragspositionen' });
      const lastHeader = positions.getByRole('columnheader').last();
      const [table, card] = [
        await lastHeader.boundingBox(),
        await page.getByRole('group', { name: 'Auftragspositionen' }).boundingBox(),
      ];
      expect(table!.x + table!.width).toBeLessThanOrEqual(card!.x + card!.width);

      await page.setViewportSize({ width: 390, height: 844 });
      const narrow = await parties(page);
      expect(narrow.recipient.y).toBeGreaterThanOrEqual(narrow.sender.y + narrow.sender.height);
      expect(Math.abs(narrow.recipient.x - narrow.sender.x)).toBeLessThan(2);
      // Stacked, every sender field is as wide as its panel allows: Hausnummer below Straße, not squeezed beside it.
      const [s390, n390] = await Promise.all(
        ['Straße', 'Hausnummer'].map((n) => sender.getByRole('textbox', { name: n, exact: true }).boundingBox()),
      );
      expect(n390!.y).toBeGreaterThan(s390!.y + s390!.height);
      await page.close();
    });
  }

  it('demo: bei 1600 px schneidet die Positionstabelle keinen Namen der Verpackungs- und Lademittellisten ab; was eine Zelle abschneidet, zeigt der Tooltip ganz', async () => {
    const page = await openCapture(fx.browser, fx.portal.baseUrl, 'demo');
    const table = page.getByRole('group', { name: 'Auftragspositionen' });
    await table
      .getByRole('combobox', { name: 'Verpackung (Zeile 1)' })
      .selectOption({ label: 'Fass (Stahl oder Kunststoff)' });
    await table
      .getByRole('combobox', { name: 'Lademittel (Zeile 1)' })
      .selectOption({ label: 'Europalette 120 x 80 cm (EPAL)' });
    await table.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }).fill('Backzutaten (Mehl, Zucker)');
    // Every label of both lists and the typed content fit the width their cell leaves for text (the select's caret apart).
    const cut = await table.evaluate((root) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const room = (el: HTMLElement) => {
        const style = getComputedStyle(el);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      };
      const cells = [
        ...root.querySelectorAll<HTMLElement>(
          'tr:first-child td select, tr:first-child td input:not([type="checkbox"])',
        ),
      ];
      return cells.flatMap((el) => {
        const width = room(el);
        const texts =
          el instanceof HTMLSelectElement ? [...el.options].map((o) => o.text) : [(el as HTMLInputElement).value];
        return texts
          .filter((t) => context.measureText(t).width > width)
          .map((t) => `${el.getAttribute('aria-label')}: ${t}`);
      });
    });
    expect(cut).toEqual([]);
    const inhalt = table.getByRole('textbox', { name: 'Inhalt (Zeile 1)' });
    await inhalt.fill('Backzutaten (Mehl, Zucker) und Hefe');
    expect(await inhalt.getAttribute('title')).toBe('Backzutaten (Mehl, Zucker) und Hefe');
    expect(await table.getByRole('combobox', { name: 'Lademittel (Zeile 1)' }).getAttribute('title')).toBe(
      'Europalette 120 x 80 cm (EPAL)',
    );
    await page.close();
  });
});
