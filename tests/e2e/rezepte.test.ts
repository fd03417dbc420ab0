import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { FieldExplanation } from '../../engine/core';
import { applyRecipes, copyDocuments, recipeSwitchBody } from '../config/rezepte';
import { newOrder, REQUIRED, type Json } from '../api/auftragserfassung.fixtures';
import {
  allColumnHeaders,
  DEMO_PASSWORD,
  launchBrowser,
  loginAs,
  startPortal,
  startTogether,
  type RunningPortal,
} from './helpers';

const VIEWPORT = { width: 1600, height: 1000 };
const SUMMARY = 'Der Auftrag wurde nicht gespeichert. Bitte prüfen Sie:';
const run = promisify(execFile);

// The five recipes of schemas/README.md (its JSON blocks, tests/config/rezepte.ts) applied to one copy of the documents; the
// portal starts on that copy without a build. Each check fails on the unchanged documents.
describe('Rezepte aus schemas/README.md: Browser und Server nach einem Neustart ohne Build', () => {
  let root: string;
  let copy: ReturnType<typeof copyDocuments>;
  let portal: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    copy = copyDocuments();
    root = copy.root;
    applyRecipes(root);
    [portal, browser] = await startTogether(
      startPortal({ env: { SCHEMAS_DIR: copy.schemas, VARIANTS_DIR: copy.variants } }),
      launchBrowser(),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A request to the real API as `user` (logged in through the API). */
  async function api(
    user: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const login = await fetch(`${portal.baseUrl}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const res = await fetch(portal.baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  }
  const save = (user: string, extra: Json = {}) => api(user, 'POST', '/api/auftraege', newOrder(extra));

  /** `npm run explain -- auftragserfassung <field> --user <user> --json` on the changed copy (the demo users, switches as seeded). */
  async function explain(field: string, user: string): Promise<FieldExplanation> {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/explain-cli.ts', 'auftragserfassung', field, '--user', user, '--json'],
      { env: { ...process.env, SCHEMAS_DIR: copy.schemas, VARIANTS_DIR: copy.variants } },
    );
    return JSON.parse(stdout) as FieldExplanation;
  }

  /** Logs `user` in and opens an empty order capture. */
  async function capture(user: string): Promise<Page> {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await loginAs(page, portal.baseUrl, user);
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    await page.getByRole('tabpanel', { name: 'Empfänger' }).waitFor();
    return page;
  }
  const recipient = (page: Page, label: string) =>
    page.getByRole('tabpanel', { name: 'Empfänger' }).getByRole('textbox', { name: label, exact: true });
  const required = (page: Page, label: string) =>
    recipient(page, label).evaluate((input) => (input as HTMLInputElement).required);
  /** The fields the error summary lists after saving the empty form. */
  async function emptySave(page: Page): Promise<string[]> {
    await page.getByRole('button', { name: 'Speichern' }).click();
    const summary = page.getByRole('alert', { name: SUMMARY });
    await summary.waitFor();
    return summary.getByRole('link').allTextContents();
  }

  it('Rezept 1: die Empfängerreferenz nimmt 20 Zeichen, der Server weist 21 ab', async () => {
    const page = await capture('demo');
    const referenz = recipient(page, 'Empfängerreferenz');
    expect(await referenz.getAttribute('maxlength')).toBe('20');
    await referenz.pressSequentially('R'.repeat(21));
    expect(await referenz.inputValue()).toBe('R'.repeat(20));
    await page.close();

    const refused = await save('demo', { empfaengerReferenz: 'R'.repeat(21) });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual([
      expect.objectContaining({ fieldname: 'empfaengerReferenz', message: 'max. 20 Zeichen' }),
    ]);
    expect((await save('demo', { empfaengerReferenz: 'R'.repeat(20) })).status).toBe(201);

    const why = await explain('empfaengerReferenz', 'demo');
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'limit',
        file: 'schemas/screens/auftragserfassung.screen.json',
        pointer: '/dataSchema/properties/empfaengerReferenz/maxLength',
        text: 'Höchstlänge 20 Zeichen',
      }),
    );
  }, 240_000); // the first explain builds the demo database template (.tmp/) when no API test has yet

  it('Rezept 2: Telefon des Empfängers ist nur für Variante C (kunde-c) Pflicht', async () => {
    const c = await capture('kunde-c');
    expect(await required(c, 'Telefon')).toBe(true);
    expect(await emptySave(c)).toContain('Empfänger › Telefon');
    await c.close();
    const demo = await capture('demo');
    expect(await required(demo, 'Telefon')).toBe(false);
    const demoMessages = await emptySave(demo);
    expect(demoMessages).toContain('Empfänger › Name');
    expect(demoMessages).not.toContain('Empfänger › Telefon');
    await demo.close();

    const refused = await save('kunde-c');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual([expect.objectContaining({ fieldname: 'empfaenger.telefon', message: REQUIRED })]);
    const empfaenger = newOrder().empfaenger as Json;
    expect((await save('kunde-c', { empfaenger: { ...empfaenger, telefon: '0421 123456' } })).status).toBe(201);
    expect((await save('demo')).status).toBe(201);

    const why = await explain('empfaenger.telefon', 'kunde-c');
    expect(why.state?.required).toBe(true);
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'required',
        file: 'variants/auftragserfassung-variante-c-telefon.json',
        pointer: '/requiredAdd/0',
      }),
    );
    expect((await explain('empfaenger.telefon', 'demo')).overlays).toContainEqual(
      expect.objectContaining({ file: 'variants/auftragserfassung-variante-c-telefon.json', applies: false }),
    );
  });

  it('Rezept 3: metro sieht den Bereich Nachnahme nicht, demo sieht ihn', async () => {
    const demo = await capture('demo');
    await demo
      .getByRole('group', { name: 'Nachnahme', exact: true })
      .getByRole('textbox', { name: 'Betrag', exact: true })
      .waitFor();
    await demo.close();
    const metro = await capture('metro');
    await metro.getByRole('group', { name: 'Hinweise', exact: true }).waitFor();
    expect(await metro.getByRole('group', { name: 'Nachnahme', exact: true }).count()).toBe(0);
    expect(await metro.getByRole('textbox', { name: 'Betrag', exact: true }).count()).toBe(0);
    await metro.close();

    const why = await explain('nachnahmeBetrag', 'metro');
    expect(why.state?.visible).toBe(false);
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'visible',
        file: 'variants/auftragserfassung-metro-ohne-nachnahme.json',
        pointer: '/nodes/nachnahme',
        holds: false,
      }),
    );
  });

  it('Rezept 4: die Auftragsliste von Variante B (kunde-b) zeigt die Spalte Lieferschein, die von demo nicht', async () => {
    const headers = async (user: string) => {
      const page = await browser.newPage({ viewport: VIEWPORT });
      await loginAs(page, portal.baseUrl, user);
      const grid = page.getByRole('grid', { name: 'Auftragsliste' });
      await grid.getByRole('columnheader', { name: 'Auftragsnummer', exact: true }).waitFor();
      // All columns: the grid renders only those in view.
      const names = await allColumnHeaders(grid);
      await page.close();
      return names;
    };
    expect(await headers('kunde-b')).toContain('Lieferschein');
    expect(await headers('demo')).not.toContain('Lieferschein');
  });

  // Last: it switches the new switch on for demo's tenant.
  it('Rezept 5: der neue Schalter, für Spedition Nordlicht eingeschaltet, macht den Kontakt des Empfängers für demo zur Pflicht', async () => {
    const switched = await api('admin', 'PUT', '/api/config-param/coco', recipeSwitchBody());
    expect(switched.status, JSON.stringify(switched.json)).toBe(200);

    const demo = await capture('demo');
    expect(await required(demo, 'Kontakt')).toBe(true);
    expect(await emptySave(demo)).toContain('Empfänger › Kontakt');
    await demo.close();
    const b = await capture('kunde-b');
    expect(await required(b, 'Kontakt')).toBe(false);
    await b.close();

    const refused = await save('demo');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual([expect.objectContaining({ fieldname: 'empfaenger.kontakt', message: REQUIRED })]);
    const empfaenger = newOrder().empfaenger as Json;
    expect((await save('demo', { empfaenger: { ...empfaenger, kontakt: 'Frau Weser' } })).status).toBe(201);
    expect((await save('kunde-b')).status).toBe(201);

    // explain runs on the seeded demo data, where the switch is off: it names the rule and the switch it reads.
    const why = await explain('empfaenger.kontakt', 'demo');
    expect(why.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'required',
        file: 'schemas/screens/auftragserfassung/empfaenger.part.json',
        rule: { '==': [{ var: 'config.isEmpfaengerKontaktPflicht' }, 'true'] },
        holds: false,
      }),
    );
  });
});
