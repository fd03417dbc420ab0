import type { Page } from 'playwright-core';

/** The demo password every seeded user shares. */
export const DEMO_PASSWORD = 'Disponent#2026';

/**
 * Logs in through the login screen and waits for the menu. Checks the typed values before submitting
 * (a re-render must not have swallowed them) and, should the menu not appear, fails with what the page
 * shows instead of a bare locator timeout, so a CI failure can be read from its log.
 */
export async function loginAs(page: Page, baseUrl: string, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(baseUrl + '/disponent-online/');
  const userBox = page.getByRole('textbox', { name: 'Benutzer' });
  const passwordBox = page.getByLabel('Passwort');
  for (let attempt = 0; attempt < 20; attempt++) {
    await userBox.fill(user);
    await passwordBox.fill(password);
    if ((await userBox.inputValue()) === user && (await passwordBox.inputValue()) === password) break;
    await page.waitForTimeout(100);
  }
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // The menu group in a wide window, the one menu button below 768 px.
  const menu = page.getByRole('button', { name: /^(Auftragsmanagement|Menü)$/ });
  try {
    await menu.waitFor({ timeout: 20_000 });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '(kein Text)');
    throw new Error(`Anmeldung als ${user} ohne Menü; URL ${page.url()}; Seite:\n${text.slice(0, 2000)}`, {
      cause: error,
    });
  }
}
