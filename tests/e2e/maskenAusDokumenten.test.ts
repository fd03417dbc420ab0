import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { copyDocuments } from '../config/rezepte';
import { launchBrowser, loginAs, seriousViolations, startPortal, startTogether, type RunningPortal } from './helpers';

type Node = Record<string, unknown>;
type Json = { layout: Node[]; actions: Node[]; dataSchema: { properties: Record<string, unknown> } };

const edit = (file: string, change: (doc: Json) => void) => {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(doc);
  writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
};
/** A toolbar action opening a new dialog: no page code handles it, the engine opens the dialog. */
const addHelp = (doc: Json, label: string) => {
  doc.layout.push({ type: 'dialog', id: 'suchhilfe', title: label, children: [] });
  doc.actions.push({ id: 'suchhilfe', label, icon: 'help', opens: 'suchhilfe' });
};

// Order list and templates are rendered from their documents: a filter field and a toolbar action added to a copy of the
// documents (no code, no build) show in the browser, and the filter's value goes to the search under the field's name.
describe('Auftragsliste und Auftragsvorlagen aus ihren Dokumenten: neues Suchfeld und neue Aktion ohne Code', () => {
  let copy: ReturnType<typeof copyDocuments>;
  let portal: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    copy = copyDocuments();
    edit(join(copy.schemas, 'screens/auftragsresearch.screen.json'), (doc) => {
      // offeneAuftraege is a parameter of GET /api/auftraege/search, so the field's value goes there by its name.
      doc.dataSchema.properties.offeneAuftraege = { type: 'boolean', title: 'Nur offene Aufträge' };
      const filter = doc.layout.find((n) => n.id === 'filter') as { children: Node[] };
      filter.children.push({ type: 'field', field: 'offeneAuftraege', span: 2 });
      addHelp(doc, 'Hilfe zur Suche');
    });
    edit(join(copy.schemas, 'screens/auftragsvorlagen.screen.json'), (doc) => addHelp(doc, 'Hilfe zu Vorlagen'));
    [portal, browser] = await startTogether(
      startPortal({ env: { SCHEMAS_DIR: copy.schemas, VARIANTS_DIR: copy.variants } }),
      launchBrowser(),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    if (copy) rmSync(copy.root, { recursive: true, force: true });
  });

  async function openAs(user: string, path: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, portal.baseUrl, user);
    await page.goto(`${portal.baseUrl}/disponent-online/auftragsmanagement/${path}`);
    return page;
  }

  it('Auftragsliste: das neue Suchfeld sucht unter seinem Namen, die neue Aktion öffnet ihren Dialog', async () => {
    const page = await openAs('demo', 'auftragsresearch');
    await page.getByRole('grid', { name: 'Auftragsliste' }).waitFor();
    const filter = page.getByRole('search', { name: 'Suchvorgaben' });
    const open = filter.getByRole('switch', { name: 'Nur offene Aufträge' });
    await open.waitFor({ state: 'attached' });
    expect(await open.isChecked()).toBe(false);
    const searched = page.waitForRequest(
      (r) =>
        r.url().includes('/api/auftraege/search') && new URL(r.url()).searchParams.get('offeneAuftraege') === 'true',
    );
    // Blueprint's switch hides its input under the drawn toggle: the user clicks the label.
    await filter.getByText('Nur offene Aufträge', { exact: true }).click();
    await searched;
    expect(await open.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Hilfe zur Suche' }).click();
    await page.getByRole('dialog', { name: 'Hilfe zur Suche' }).waitFor();
    await page.getByRole('dialog', { name: 'Hilfe zur Suche' }).getByRole('button', { name: 'Abbrechen' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('Auftragsvorlagen: die neue Aktion steht in der Werkzeugleiste und öffnet ihren Dialog', async () => {
    const page = await openAs('haupt', 'auftragsvorlagen');
    await page.getByRole('grid', { name: 'Auftragsvorlagen' }).waitFor();
    await page.getByRole('search', { name: 'Suchvorgaben' }).getByRole('combobox', { name: 'Mandant' }).waitFor();
    await page.getByRole('button', { name: 'Hilfe zu Vorlagen' }).click();
    await page.getByRole('dialog', { name: 'Hilfe zu Vorlagen' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
