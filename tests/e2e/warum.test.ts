import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withPortal } from './helpers';

const CAPTURE = '/disponent-online/auftragsmanagement/auftragserfassung';

/** The 'Warum?' mode of the engine screens, for admins only, on the real documents and server. */
describe('Warum? (Erklärmodus)', () => {
  const fx = withPortal();

  it("admin: explains the recipient reference's limit with its document; no serious axe finding with a popover open", async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.goto(`${fx.portal.baseUrl}${CAPTURE}`);
    const toggle = page.getByRole('button', { name: 'Warum?', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Warum? Empfängerreferenz', exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'Warum? Empfängerreferenz' });
    await popover.getByText('Höchstlänge 35 Zeichen', { exact: false }).first().waitFor();
    expect(
      await popover
        .getByText('schemas/screens/auftragserfassung.screen.json#/dataSchema/properties/empfaengerReferenz/maxLength')
        .count(),
    ).toBe(1);
    // The popover has finished opening (its transition), so the picture shows it as the user reads it.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: '/tmp/warum-popover.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('admin: the monthly export screen offers Warum? too', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Monatlicher CSV-Export' }).click();
    await page.getByRole('button', { name: 'Warum?', exact: true }).click();
    await page.getByRole('button', { name: /^Warum\? Datum von/ }).click();
    await page
      .getByRole('dialog', { name: /^Warum\? Datum von/ })
      .getByText('schemas/screens/', { exact: false })
      .first()
      .waitFor();
    await page.close();
  });

  // 'Erklären als': the form keeps the admin's context, the explanation answers with kunde-c's (variant C).
  it('admin: explains the transport type as kunde-c, whose variant C overlay computes it', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.goto(`${fx.portal.baseUrl}${CAPTURE}`);
    await page.getByRole('button', { name: 'Warum?', exact: true }).click();
    const overlay = 'variants/auftragserfassung-variante-c.json#/insert/0';
    const explain = async () => {
      await page.getByRole('button', { name: 'Warum? DLA/Verkehrsart', exact: true }).click();
      const popover = page.getByRole('dialog', { name: 'Warum? DLA/Verkehrsart' });
      await popover.getByText(overlay).first().waitFor();
      return popover;
    };
    const own = await explain();
    expect(await own.getByText('greift', { exact: true }).count()).toBe(0);
    expect(await own.getByText(/^Erklärt für/).count()).toBe(0);
    await page.keyboard.press('Escape');
    await own.waitFor({ state: 'hidden' });

    const chooser = page.getByRole('combobox', { name: 'Erklären als' });
    await chooser.locator('option', { hasText: 'kunde-c' }).waitFor({ state: 'attached' });
    await chooser.selectOption({ label: 'kunde-c' });
    const asC = await explain();
    await asC.getByText('Erklärt für kunde-c (Variante C)').waitFor();
    expect(await asC.getByText('greift', { exact: true }).count()).toBeGreaterThan(0);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: '/tmp/warum-als.png' });
    expect(await asC.getByText('Wert berechnet durch Regel „verkehrsartAutomatisch“', { exact: false }).count()).toBe(
      1,
    );
    await page.close();
  });

  it('demo (no admin) has no Warum? toggle', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.goto(`${fx.portal.baseUrl}${CAPTURE}`);
    await page.getByRole('textbox', { name: 'Empfängerreferenz' }).waitFor();
    expect(await page.getByRole('button', { name: 'Warum?', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Warum\? / }).count()).toBe(0);
    await page.close();
  });
});
