import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, seriousViolations, withPortal } from './helpers';

const RULE_12 = 'Bitte mindestens 12, max. 25 Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben';
// Long enough for 8, too short for the 12-character client (Haalboom, kunde-c's tenant).
const NINE = 'Kade#2026';

/** Box shadow and background of an input: what tells an editable field from a read-only one. */
const look = (field: Locator) =>
  field.evaluate((el) => {
    const style = getComputedStyle(el);
    return { shadow: style.boxShadow, background: style.backgroundColor, color: style.color };
  });

/** Opens Benutzer-Daten → Benutzermanagement and the edit dialog of a user. */
async function editUser(page: Page, name: string) {
  await page.getByRole('button', { name: 'Benutzer-Daten' }).click();
  await page.getByRole('menuitem', { name: 'Benutzermanagement' }).click();
  await page.getByRole('grid', { name: 'Benutzer' }).getByText(name, { exact: true }).dblclick();
  return page.getByRole('dialog', { name: `Benutzer ${name} bearbeiten` });
}

describe('Kleine Kontomängel im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('admin ändert das Passwort von kunde-c: die Meldung nennt 12, die Mindestlänge von dessen Mandanten', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    const dialog = await editUser(page, 'kunde-c');
    // The dialog's own check names 12 before anything is sent (the server would name it too).
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/benutzer/')) saves.push(r.url());
    });
    await dialog.getByLabel('Passwort', { exact: true }).fill(NINE);
    await dialog.getByLabel('Passwort wiederholen').fill(NINE);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText(RULE_12).first().waitFor();
    expect(saves).toEqual([]);
    await page.screenshot({ path: '/tmp/klein-passwort-admin.png', fullPage: true });

    // Read-only fields read as values: the user name (read-only when editing) has no input box, the e-mail has one.
    const name = dialog.getByRole('textbox', { name: 'Benutzername' });
    expect(await name.getAttribute('readonly')).not.toBeNull();
    const readOnly = await look(name);
    const editable = await look(dialog.getByRole('textbox', { name: 'E-Mail' }));
    expect(readOnly.background).toBe('rgba(0, 0, 0, 0)');
    expect(readOnly.shadow).not.toBe(editable.shadow);
    expect(readOnly.color).toBe(editable.color);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('kunde-c ändert sein eigenes Passwort: die Meldung nennt 12', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'kunde-c');
    await page.getByRole('button', { name: /^Angemeldeter Benutzer/ }).click();
    const own = page.getByRole('dialog', { name: 'Benutzer kunde-c bearbeiten' });
    await own.getByLabel('Passwort', { exact: true }).fill(NINE);
    await own.getByLabel('Passwort wiederholen').fill(NINE);
    await own.getByRole('button', { name: 'Speichern' }).click();
    await own.getByText(RULE_12).first().waitFor();
    await page.close();
  });

  it("zeigt 'Noch keine Datei gewählt.' im Adressimport lesbar, auch 390 px breit", async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await page.getByRole('button', { name: 'Adminbereich' }).click();
    for (const width of [1600, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const hint = page.getByText('Noch keine Datei gewählt.', { exact: true });
      await hint.waitFor({ timeout: 8000 }).catch(async (e: unknown) => {
        await page.screenshot({ path: `/tmp/klein-keine-datei-fehler-${width}.png`, fullPage: true });
        throw e;
      });
      // The text follows the new width once the grid has measured its visible area.
      const right = async () => {
        const box = (await hint.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= width;
      };
      await expect.poll(right, { message: `${width}` }).toBe(true);
      expect(await hint.isVisible()).toBe(true);
      await page.screenshot({ path: `/tmp/klein-keine-datei-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.close();
  });
});

describe('Schreibgeschützte Felder der Auftragserfassung', () => {
  const fx = withPortal();

  it('leser sieht einen Auftrag: jedes Textfeld liest sich als Wert, nicht als Eingabefeld', async () => {
    const login = await fetch(`${fx.portal.baseUrl}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'leser', password: 'Disponent#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const found = await fetch(
      `${fx.portal.baseUrl}/api/auftraege/search?datumVon=${day(-400)}&datumBis=${day(400)}&searchLimit=1`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    const [order] = (await found.json()) as { id: number }[];
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'leser');
    await page.goto(`${fx.portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung/${order.id}`);
    // The focused field keeps Blueprint's focus ring; every other read-only field has no box.
    const fields = page.locator('input.bp6-input[readonly]:not(:focus)');
    await fields.first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: '/tmp/klein-lesen-erfassung.png', fullPage: true });
    // A select locked by the document reads in the text colour like a text field, not greyed like a switched-off one.
    const frankatur = page.getByLabel(/^Frankatur/).first();
    expect((await look(frankatur)).color).toBe((await look(page.getByRole('textbox', { name: 'Erfasser' }))).color);
    expect(await frankatur.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    for (const field of (await fields.all()).slice(0, 20))
      expect((await look(field)).background).toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });
});
