import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, loginAs, seriousViolations, withPortal } from './helpers';

const NEW_NAME = 'Äpfel-Dispo';
const NEW_PASSWORD = 'Apfel#2026x';

/** Opens Benutzer-Daten → Benutzermanagement and waits for the list. */
async function openUserManagement(page: Page) {
  await page.getByRole('button', { name: 'Benutzer-Daten' }).click();
  await page.getByRole('menuitem', { name: 'Benutzermanagement' }).click();
  await page.getByRole('grid', { name: 'Benutzer' }).getByText('haupt', { exact: true }).waitFor();
}

/** The first column of the list, row by row. */
async function listedNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('grid', { name: 'Benutzer' }).getByRole('row');
  const names: string[] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('gridcell');
    if (await cells.count()) names.push((await cells.first().innerText()).trim());
  }
  return names;
}

describe('Benutzermanagement im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('admin legt einen Benutzer an, sieht ihn in deutscher Sortierung, bearbeitet ihn, wechselt zu ihm und zurück', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'admin');
    await openUserManagement(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Without a marked row the switch names what is missing.
    await page.getByRole('button', { name: 'zum Benutzer wechseln' }).click();
    await page.getByText('Bitte Benutzer wählen').waitFor();
    await page.getByRole('button', { name: 'Ok' }).click();

    await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
    const add = page.getByRole('dialog', { name: 'Benutzer anlegen' });
    await add.getByRole('textbox', { name: 'Benutzername' }).fill('Demo ');
    await add.getByText('Der Username ist schon vorhanden.').waitFor();
    await add.getByRole('textbox', { name: 'Benutzername' }).fill(` ${NEW_NAME} `);
    await add.getByText('Der Username ist schon vorhanden.').waitFor({ state: 'detached' });
    await add.getByRole('textbox', { name: 'E-Mail' }).fill('aepfel@nordlicht.example');
    await add.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
    await add.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
    expect(await add.getByRole('combobox', { name: 'Version' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Der Benutzer ${NEW_NAME} wurde erfolgreich angelegt.`).waitFor();
    await add.waitFor({ state: 'detached' });

    // German collation: Ä sorts with A (between admin and demo), not after z as in byte order.
    await page.getByRole('grid', { name: 'Benutzer' }).getByText(NEW_NAME).waitFor();
    expect((await listedNames(page)).slice(0, 3)).toEqual(['admin', NEW_NAME, 'demo']);

    await page.getByRole('grid', { name: 'Benutzer' }).getByText(NEW_NAME).dblclick();
    const edit = page.getByRole('dialog', { name: `Benutzer ${NEW_NAME} bearbeiten` });
    const name = edit.getByRole('textbox', { name: 'Benutzername' });
    await name.waitFor();
    expect(await name.inputValue()).toBe(NEW_NAME);
    expect(await name.isEditable()).toBe(false);
    await edit.getByRole('textbox', { name: 'E-Mail' }).fill('aepfel.neu@nordlicht.example');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Der Benutzer ${NEW_NAME} wurde erfolgreich aktualisiert.`).waitFor();
    await page.getByRole('grid', { name: 'Benutzer' }).getByText('aepfel.neu@nordlicht.example').waitFor();

    await page.getByRole('grid', { name: 'Benutzer' }).getByText(NEW_NAME).click();
    await page.getByRole('button', { name: 'zum Benutzer wechseln' }).click();
    const userButton = page.getByRole('button', { name: /^Angemeldeter Benutzer/ });
    await expect.poll(() => userButton.innerText()).toBe(NEW_NAME);
    // The new user has no admin rights: the admin's toolbar entries are gone.
    await page.getByRole('button', { name: 'zum Benutzer wechseln' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('backupUsername'))).toBe('admin');

    // At 390 px the header keeps the user buttons as icons: 'Benutzerwechsel' stays reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Benutzerwechsel' }).click();
    await page.getByRole('button', { name: 'Angemeldeter Benutzer admin' }).waitFor();
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => userButton.innerText()).toBe('admin');
    await page.getByRole('button', { name: 'zum Benutzer wechseln' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/disponent-online/masterdata/usermanagement');
    expect(await page.getByRole('button', { name: 'Benutzerwechsel' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('backupToken'))).toBeNull();

    // Logging out while switched ends the admin's kept session, too: its refresh token no longer renews anything.
    await page.getByRole('grid', { name: 'Benutzer' }).getByText(NEW_NAME).click();
    await page.getByRole('button', { name: 'zum Benutzer wechseln' }).click();
    await expect.poll(() => userButton.innerText()).toBe(NEW_NAME);
    const kept = await page.evaluate(() => ({
      accessToken: localStorage.getItem('backupToken'),
      refreshToken: localStorage.getItem('backupRefreshToken'),
    }));
    expect(kept.refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);
    const renewed = await fetch(`${fx.portal.baseUrl}/api/authentication/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(kept),
    });
    expect(renewed.status).toBe(401);
    await page.close();
  });

  it('demo ändert sein Passwort über den Benutzer-Knopf nur mit dem bisherigen Passwort', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: /^Angemeldeter Benutzer/ }).click();
    const own = page.getByRole('dialog', { name: 'Benutzer demo bearbeiten' });
    await own.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
    await own.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await own.getByLabel('Bisheriges Passwort').fill('Falsch#2026');
    await own.getByRole('button', { name: 'Speichern' }).click();
    await own.getByText('Das bisherige Passwort ist nicht korrekt.', { exact: true }).waitFor();
    await own.getByLabel('Bisheriges Passwort').fill(DEMO_PASSWORD);
    await own.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Benutzer demo wurde erfolgreich aktualisiert.').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    // The logout ends the session on the server first; loading the portal before it is done would resume the session.
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await loginAs(page, fx.portal.baseUrl, 'demo', NEW_PASSWORD);
    await page.close();
  });
});
