import { describe, expect, it } from 'vitest';
import { loginAs, seriousViolations, withMailPortal } from './helpers';

const NEW_PASSWORD = 'Neu#Passwort2026';

// In Chromium: the real server sends the mail through a real SMTP server in this process; the test
// reads it and follows its link like the user would.
describe('Passwort vergessen: Mail und Link im echten Browser', () => {
  const fx = withMailPortal();

  it('fordert den Link an, legt mit ihm ein neues Passwort fest und meldet sich damit an', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${fx.portal.baseUrl}/disponent-online/`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByRole('heading', { name: 'Passwort vergessen', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Neues Passwort anfordern' }).click();
    await page.getByText('Bitte Benutzername oder E-Mail eingeben').first().waitFor();
    await page.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill('leser');
    await page.getByRole('button', { name: 'Neues Passwort anfordern' }).click();
    await page.getByRole('status').filter({ hasText: 'haben wir eine E-Mail mit einem Link' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await fx.smtp.nextMailTo('leser@nordlicht.example');
    expect(mail.subject).toBe('Disponent Online: Neues Passwort festlegen');
    const link = /http:\/\/127\.0\.0\.1:\d+\/disponent-online\/forgottenPassword\/[\w-]+/.exec(mail.text ?? '')![0];
    expect(link.startsWith(fx.portal.baseUrl)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Neues Passwort festlegen', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Die Passwörter sind nicht identisch.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/disponent-online/login');

    // The link works once.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Der Link ist ungültig oder abgelaufen.' }).waitFor();
    await loginAs(page, fx.portal.baseUrl, 'leser', NEW_PASSWORD);
    await page.close();
  });
});
