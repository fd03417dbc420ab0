import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { loginAs, withPortal, fillParties } from './helpers';

/** The texts a field's aria-describedby points at: where the form puts the field's message. */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

describe('Datumseingabe der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo tippt das Abholdatum kurz (24.11.26), sieht 24.11.2026; ein Text, der kein Datum ist, bleibt stehen und wird gemeldet', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    // The screen loads its lists and defaults after it appears; typed before that settles, keys can be lost.
    await page.waitForLoadState('networkidle');
    const abholdatum = page.getByRole('combobox', { name: 'Abholdatum' });

    await abholdatum.fill('');
    await abholdatum.pressSequentially('24.11.26');
    await abholdatum.press('Tab');
    expect(await abholdatum.inputValue()).toBe('24.11.2026');

    await abholdatum.fill('');
    await abholdatum.pressSequentially('24112026');
    await abholdatum.press('Tab');
    expect(await abholdatum.inputValue()).toBe('24.11.2026');

    await abholdatum.fill('');
    await abholdatum.pressSequentially('abc');
    await abholdatum.press('Tab');
    expect(await abholdatum.inputValue()).toBe('abc');
    await expect.poll(() => description(abholdatum)).toContain('Bitte ein gültiges Datum eingeben.');

    // Saving is refused in the browser with the message on the field; nothing goes to the server.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/auftraege')) saves.push(r.url());
    });
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(() => description(abholdatum)).toContain('Bitte ein gültiges Datum eingeben.');
    expect(await abholdatum.inputValue()).toBe('abc');
    expect(saves).toEqual([]);

    // A date fixes it: the message goes as the value changes, and the server gets the date as yyyy-mm-dd.
    await abholdatum.fill('');
    await abholdatum.pressSequentially('1.12.26');
    await abholdatum.press('Tab');
    expect(await abholdatum.inputValue()).toBe('01.12.2026');
    expect(await description(abholdatum)).not.toContain('Bitte ein gültiges Datum eingeben.');
    await fillParties(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auftraege',
    );
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    const stored = (await response.json()) as { abholDatumVon?: string };
    expect(stored.abholDatumVon).toMatch(/^2026-12-01T/);
    await page.close();
  });
});
