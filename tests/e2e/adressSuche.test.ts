import { describe, expect, it } from 'vitest';
import { loginAs, withPortal } from './helpers';

type Address = { id: number; name: string; plz: string; ort: string };

describe('Adresssuche der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo tippt einen Ort ins Adressbuch des Empfängers: der Server sucht, die gewählte Adresse füllt den Empfänger', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });
    const suche = empfaenger.getByRole('combobox', { name: 'Adressbuch' });
    await suche.click();
    const answer = page.waitForResponse((r) => r.url().includes('/api/adressen/search') && new URL(r.url()).searchParams.get('query') === 'cottbus');
    await suche.pressSequentially('cottbus');
    const hits = await (await answer).json() as Address[];
    // The option shows the name only: a filter in the browser over loaded names would find nothing for a place.
    const hit = hits.find((a) => a.ort === 'Cottbus');
    expect(hit, JSON.stringify(hits)).toBeDefined();
    await page.getByRole('option', { name: hit!.name }).first().click();
    await expect.poll(() => empfaenger.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).toBe(hit!.plz);
    expect(await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe('Cottbus');
    expect(await empfaenger.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(hit!.name);
  });
});
