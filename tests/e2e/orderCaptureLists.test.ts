import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { parseDecimal } from '../../engine/core';
import { createPgliteDb, pgliteDataDir } from '../../server/db/pglite';
import { launchBrowser, loginAs, startPortal, startTogether, DEMO_PASSWORD, type RunningPortal } from './helpers';

type Json = Record<string, unknown>;
const CAPTURE = '/disponent-online/auftragsmanagement/auftragserfassung';
const UNITS: Record<number, string> = { 1: 'Verpackung', 2: 'Lademittel' };
const position = (extra: Json): Json => ({ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 500, ...extra });
/** Each pair of orders.md §4: packaging and count, load carrier and count, both (whole numbers only). */
const PAIRS = [
  position({
    warengutBezeichnung: 'Papierrollen',
    verpackung: { id: 1 },
    verpackungAnzahl: 4,
    laengeCM: 120,
    breiteCM: 80,
    hoeheCM: 100,
  }),
  position({
    warengutBezeichnung: 'Fliesen',
    lademittel: { id: 1 },
    lademittelAnzahl: 2,
    laengeCM: 120,
    breiteCM: 80,
    hoeheCM: 150,
  }),
  position({
    warengutBezeichnung: 'Farben',
    verpackung: { id: 5 },
    verpackungAnzahl: 6,
    lademittel: { id: 2 },
    lademittelAnzahl: 1,
    laengeCM: 100,
    breiteCM: 100,
    hoeheCM: 100,
  }),
];
const order = (extra: Json = {}): Json => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: 'E2E-LISTEN',
  absender: { name: 'Elbe Papierwerke GmbH', plz: '20457', ort: 'Hamburg', lkz: 'DE' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', plz: '28195', ort: 'Bremen', lkz: 'DE' },
  auftragspositionen: [position({ verpackungAnzahl: 2 })],
  ...extra,
});

/** The real API with a user's token (test data and configuration, not a mock). */
async function api(baseUrl: string, user: string) {
  const login = await fetch(`${baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async (method: string, path: string, body?: unknown): Promise<Json & Json[]> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        authorization: `Bearer ${accessToken}`,
        'language-id': '0',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as Json & Json[];
  };
}

/** The chosen option of a select has this label (the engine's select posts option indexes; the label is what users see). */
const chosen = (select: Locator, label: string) =>
  select.getByRole('option', { selected: true, name: label, exact: true }).waitFor({ state: 'attached' });
const cell = (page: Page, label: string, row: number) =>
  page.getByRole('textbox', { name: `${label} (Zeile ${row})`, exact: true });
const headers = async (page: Page) =>
  (await page.getByRole('table', { name: 'Auftragspositionen' }).getByRole('columnheader').allTextContents()).map((h) =>
    h.replace(/\s+/g, ' ').trim(),
  );

describe('Auftragserfassung: Listen, Varianten und Services im echten Browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'don-e2e-listen-'));
  let portal: RunningPortal;
  let browser: Browser;
  const ids: Record<string, number> = {};
  let pairs: Json[] = [];

  beforeAll(async () => {
    const first = await startPortal({ dataDir });
    try {
      // The main tenant's configurator: clientKunde mmt (mode mandantSpezi29) and Tauschgeräte; Hamburg (demo) inherits both.
      const admin = await api(first.baseUrl, 'admin');
      await admin('PUT', '/api/config-param/coco', [
        { key: 'clientKunde', value: 'mmt' },
        { key: 'isTauschgeraete', value: 'true' },
      ]);
      const demo = await api(first.baseUrl, 'demo');
      const paired = await demo('POST', '/api/auftraege', order({ auftragspositionen: PAIRS }));
      [ids.pairs, pairs] = [paired.id as number, paired.auftragspositionen as Json[]];
      // Packaging 8 'Paket' and load carrier 7 'Chemiepalette' are in Hamburg's lists today; below they leave them.
      ids.former = (
        await demo(
          'POST',
          '/api/auftraege',
          order({
            auftragspositionen: [
              position({ verpackung: { id: 8 }, verpackungAnzahl: 3, lademittel: { id: 7 }, lademittelAnzahl: 1 }),
              position({ warengutBezeichnung: 'Papier', verpackung: { id: 1 }, verpackungAnzahl: 2 }),
            ],
          }),
        )
      ).id as number;
      const haupt = await api(first.baseUrl, 'haupt');
      const bremen = (await haupt('GET', '/api/mandanten/hauptmandant-summary')).find(
        (m) => m.name === 'Nordlicht Logistik Bremen',
      );
      ids.bremen = (await haupt('POST', '/api/auftraege', order({ mandant: { id: bremen?.id } }))).id as number;
    } finally {
      await first.stop();
    }
    // Hamburg's selection changes in the database, as the list administration does: the stored order still holds both ids.
    const db = await createPgliteDb(pgliteDataDir(dataDir));
    try {
      const {
        rows: [hamburg],
      } = await db.query<{ id: number }>("SELECT id FROM mandant WHERE name = 'Nordlicht Logistik Hamburg'");
      await db.query('DELETE FROM mandant_verpackung WHERE mandant_id = $1 AND eintrag_id = 8', [hamburg.id]);
      await db.query('DELETE FROM mandant_lademittel WHERE mandant_id = $1 AND eintrag_id = 7', [hamburg.id]);
    } finally {
      await db.close();
    }
    [portal, browser] = await startTogether(startPortal({ dataDir }), launchBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (user: string, path = CAPTURE) => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await loginAs(page, portal.baseUrl, user);
    await page.goto(portal.baseUrl + path);
    return page;
  };

  it('demo sieht Verpackung und Lademittel, die Hamburgs Listen nicht mehr anbieten, mit ihrem gespeicherten Namen, auch in der Übersicht', async () => {
    const verpackungen = await (await api(portal.baseUrl, 'demo'))('GET', '/api/verpackungen');
    expect(verpackungen.map((v) => v.id)).not.toContain(8);
    const page = await open('demo', `${CAPTURE}/${ids.former}`);
    await chosen(page.getByRole('combobox', { name: 'Verpackung (Zeile 1)', exact: true }), 'Paket');
    await chosen(page.getByRole('combobox', { name: 'Lademittel (Zeile 1)', exact: true }), 'Chemiepalette');
    await chosen(page.getByRole('combobox', { name: 'Verpackung (Zeile 2)', exact: true }), 'Karton / Faltschachtel');
    const verpackungenJeArt = page.getByRole('table', { name: 'Verpackungen je Art' });
    await verpackungenJeArt.getByRole('cell', { name: 'Karton / Faltschachtel', exact: true }).waitFor();
    expect(await verpackungenJeArt.getByRole('row').allTextContents()).toEqual(['Paket3', 'Karton / Faltschachtel2']);
    expect(await page.getByRole('table', { name: 'Lademittel je Art' }).getByRole('row').allTextContents()).toEqual([
      'Chemiepalette1',
    ]);
    await page.close();
  });

  it('mit clientKunde mmt zeigt die Seite Verpackungseinheit und CBM jeder Position so, wie der Server sie gespeichert hat', async () => {
    // The server stored Verpackung for either pair (mandantSpezi29) and CBM from the packaging count (orders.md §4, §9).
    expect(pairs.map((p) => [p.verpackungseinheit, p.volumenCBM ?? null])).toEqual([
      [1, 3.84],
      [1, null],
      [1, 6],
    ]);
    const page = await open('demo', `${CAPTURE}/${ids.pairs}`);
    expect(await cell(page, 'Inhalt', 3).inputValue()).toBe('Farben');
    for (const [i, p] of pairs.entries()) {
      await chosen(
        page.getByRole('combobox', { name: `VP-Einheit (Zeile ${i + 1})`, exact: true }),
        UNITS[p.verpackungseinheit as number],
      );
      expect(parseDecimal(await cell(page, 'CBM', i + 1).inputValue()) ?? null, `CBM Zeile ${i + 1}`).toBe(
        p.volumenCBM ?? null,
      );
    }
    await page.close();
  });

  it('zeigt im Panel Tauschgeräte PA Europalette, TR Tauschrahmen, TB Tauschbrett und Y Gitterboxpalette', async () => {
    const page = await open('demo');
    const panel = page.getByRole('group', { name: 'Tauschgeräte' });
    await panel.getByRole('textbox', { name: 'PA Europalette' }).waitFor();
    const names = await panel.getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('id')));
    expect(names).toEqual(['root_tauschpaletteA', 'root_tauschpaletteR', 'root_tauschpaletteB', 'root_tauschpaletteY']);
    for (const name of ['TR Tauschrahmen', 'TB Tauschbrett', 'Y Gitterboxpalette'])
      expect(await panel.getByRole('textbox', { name }).count()).toBe(1);
    await page.close();
  });

  it('metro erfasst Positionen in den Metro-Spalten: Packstücke, alle drei Maße Pflicht, ohne VP-Einheit, LDM und STP', async () => {
    const page = await open('metro');
    await cell(page, 'Packstücke', 1).waitFor();
    expect(await headers(page)).toEqual([
      'Pos.',
      'Packstücke',
      'Verpackung',
      'Anzahl LM',
      'Lademittel',
      'Inhalt *',
      'Gewicht kg *',
      'Länge cm *',
      'Breite cm *',
      'Höhe cm *',
      'CBM',
      'Gefahrgut',
      'Aktionen',
    ]);
    await page.close();
  });

  it('ein logischer Service zeigt keinen Wert, nur seinen Schalter; Namen stehen als Text, nicht in Eingabefeldern', async () => {
    const page = await open('demo');
    const services = page.getByRole('table', { name: 'Services' });
    await services.getByRole('switch', { name: 'aktiv (Zeile 1)' }).waitFor();
    expect(await services.getByRole('textbox', { name: /^Service \(Zeile \d+\)$/ }).count()).toBe(0);
    // The name column (second cell) of each body row, as the user reads it.
    const values = await services
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[1].textContent ?? ''));
    const row = values.findIndex((v) => v.includes('Palettentausch')) + 1;
    expect(row, values.join(', ')).toBeGreaterThan(0);
    expect(await services.getByRole('switch', { name: `aktiv (Zeile ${row})` }).isChecked()).toBe(true);
    expect(await services.getByRole('textbox', { name: `Wert (Zeile ${row})` }).count()).toBe(0);
    await page.close();
  });

  it('Service hinzufügen ist in der Leseansicht (leser) gesperrt und für demo frei', async () => {
    const leser = await open('leser', `${CAPTURE}/${ids.bremen}`);
    expect(await cell(leser, 'Inhalt', 1).inputValue()).toBe('Papierrollen');
    expect(await leser.getByRole('button', { name: 'Service hinzufügen' }).isDisabled()).toBe(true);
    await leser.close();
    const demo = await open('demo', `${CAPTURE}/${ids.former}`);
    await cell(demo, 'Inhalt', 1).waitFor();
    expect(await demo.getByRole('button', { name: 'Service hinzufügen' }).isEnabled()).toBe(true);
    await demo.close();
  });
});
