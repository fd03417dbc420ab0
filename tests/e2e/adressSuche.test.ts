import { describe, expect, it } from 'vitest';
import { loginAs, withPortal } from './helpers';

type Address = { id: number; name: string; strasse?: string; hausnummer?: string; plz: string; ort: string };

describe('Adresssuche der Auftragserfassung im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo tippt einen Ort ins Adressbuch des Empfängers: der Server sucht, die gewählte Adresse füllt den Empfänger', async () => {
    // A place of demo's own address book (the seed takes them from the postcode file), typed as the user would.
    const api = (path: string, init?: RequestInit) =>
      fetch(`${fx.portal.baseUrl}/api${path}`, init).then((r) => r.json());
    const { accessToken } = await api('/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
    });
    const book = (await api('/adressen/search?page=1&searchLimit=100', {
      headers: { authorization: `Bearer ${accessToken}` },
    })) as Address[];
    const ort = book.map((a) => a.ort).find((o) => /^[A-Za-z]{4,}$/.test(o));
    expect(ort, JSON.stringify(book)).toBeDefined();
    const query = ort!.toLowerCase();
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    // The screen loads its lists and defaults after it appears; typed before that settles, a first key can be lost.
    await page.waitForLoadState('networkidle');
    const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });
    const suche = empfaenger.getByRole('combobox', { name: 'Adressbuch' });
    await suche.click();
    const searched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/adressen/search')) searched.push(new URL(r.url()).searchParams.get('query') ?? '');
    });
    await suche.pressSequentially(query);
    // What the server finds for the place; the option shows the name only, so a filter in the browser over loaded names
    // would find nothing for a place.
    const hits = (await api(`/adressen/search?query=${encodeURIComponent(query)}&page=1&searchLimit=100`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })) as Address[];
    const hit = hits.find((a) => a.ort === ort);
    expect(hit, JSON.stringify(hits)).toBeDefined();
    await page.getByRole('option', { name: hit!.name }).first().click();
    // The browser asked the server with what was typed.
    expect(searched).toContain(query);
    await expect.poll(() => empfaenger.getByRole('textbox', { name: 'PLZ', exact: true }).inputValue()).toBe(hit!.plz);
    expect(await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe(ort);
    expect(await empfaenger.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(hit!.name);
  });

  it('demo sucht eine Firma mit zwei Adressen: jeder Vorschlag zeigt Straße, Hausnummer, PLZ und Ort, die zweite füllt den Absender', async () => {
    const api = (path: string, init?: RequestInit) =>
      fetch(`${fx.portal.baseUrl}/api${path}`, init).then((r) => r.json());
    const { accessToken } = await api('/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
    });
    // The demo book repeats company names (40 addresses, 24 firms); the test takes the first name it holds twice.
    const book = (await api('/adressen/search?page=1&searchLimit=100', {
      headers: { authorization: `Bearer ${accessToken}` },
    })) as Address[];
    const name = book.map((a) => a.name).find((n, i, all) => all.indexOf(n) !== i);
    expect(name, JSON.stringify(book.map((a) => a.name))).toBeDefined();
    const twins = book.filter((a) => a.name === name);
    const line = (a: Address) => `${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`;
    expect(new Set(twins.map(line)).size).toBe(twins.length);

    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    // The screen loads its lists and defaults after it appears; typed before that settles, a first key can be lost.
    await page.waitForLoadState('networkidle');
    const absender = page.getByRole('tabpanel', { name: 'Absender' });
    const suche = absender.getByRole('combobox', { name: 'Adressbuch' });
    await suche.click();
    await suche.pressSequentially(name!.toLowerCase());
    const options = page.getByRole('option', { name: name! });
    await expect.poll(() => options.count()).toBe(twins.length);
    const shown = await options.allTextContents();
    for (const twin of twins) expect(shown).toContain(`${name}${line(twin)}`);
    await page.screenshot({ path: '/tmp/eingaben-adressvorschlaege.png' });

    const second = twins[1];
    await page.getByRole('option', { name: line(second) }).click();
    const filled = async () => {
      const value = (name: string) => absender.getByRole('textbox', { name, exact: true }).inputValue();
      return {
        strasse: await value('Straße'),
        hausnummer: await value('Hausnummer'),
        plz: await value('PLZ'),
        ort: await value('Ort'),
      };
    };
    const { strasse, hausnummer, plz, ort } = second;
    await expect.poll(filled).toEqual({ strasse, hausnummer, plz, ort });
    await page.close();
  });
});
