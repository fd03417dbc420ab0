import { describe, expect, it } from 'vitest';
import { loginAs, withPortal } from './helpers';

type Address = { id: number; name: string; plz: string; ort: string };

describe('Adresssuche der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo tippt einen Ort ins Adressbuch des Empfängers: der Server sucht, die gewählte Adresse füllt den Empfänger', async () => {
    // A place of demo's own address book (the seed takes them from the postcode file), typed as the user would.
    const api = (path: string, init?: RequestInit) => fetch(`${fx.portal.baseUrl}/api${path}`, init).then((r) => r.json());
    const { accessToken } = await api('/authentication/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }) });
    const book = await api('/adressen/search?page=1&searchLimit=100', { headers: { authorization: `Bearer ${accessToken}` } }) as Address[];
    const ort = book.map((a) => a.ort).find((o) => /^[A-Za-z]{4,}$/.test(o));
    expect(ort, JSON.stringify(book)).toBeDefined();
    const query = ort!.toLowerCase();
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });
    const suche = empfaenger.getByRole('combobox', { name: 'Adressbuch' });
    await suche.click();
    const answer = page.waitForResponse((r) => r.url().includes('/api/adressen/search') && new URL(r.url()).searchParams.get('query') === query);
    await suche.pressSequentially(query);
    const hits = await (await answer).json() as Address[];
    // The option shows the name only: a filter in the browser over loaded names would find nothing for a place.
    const hit = hits.find((a) => a.ort === ort);
    expect(hit, JSON.stringify(hits)).toBeDefined();
    await page.getByRole('option', { name: hit!.name }).first().click();
    await expect.poll(() => empfaenger.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).toBe(hit!.plz);
    expect(await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe(ort);
    expect(await empfaenger.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(hit!.name);
  });
});
