import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, startPortal, startTogether, type RunningPortal } from './helpers';

type Node = { type: string; field?: string; widget?: string; children?: Node[]; tabs?: Node[] };

/** The first field node of a layout, depth first. */
function firstField(nodes: Node[]): Node | undefined {
  for (const node of nodes) {
    const found = node.type === 'field' ? node : firstField([...(node.children ?? []), ...(node.tabs ?? [])]);
    if (found) return found;
  }
  return undefined;
}

// A copy of the documents as configuration staff change them, served without a build: the order list gets another title.
// A capture screen naming a widget no registry holds no longer gets past the server's start (its linter checks widget ids,
// tests/api/dokumenteLaufzeit.test.ts); a browser still meets one when its bundle is older than the server's documents
// (a widget registered in a newer build). The test stands in for that by renaming one widget in the capture document the
// real server sends, on its way to the browser.
describe('Dokumente zur Laufzeit und nie eine leere Seite', () => {
  let root: string;
  let portal: RunningPortal;
  let browser: Browser;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'don-dokumente-'));
    cpSync('schemas', join(root, 'schemas'), { recursive: true });
    const liste = join(root, 'schemas/screens/auftragsresearch.screen.json');
    writeFileSync(
      liste,
      JSON.stringify({ ...JSON.parse(readFileSync(liste, 'utf8')), title: 'Auftragsliste ohne Build' }),
    );
    [portal, browser] = await startTogether(
      startPortal({ env: { SCHEMAS_DIR: join(root, 'schemas') } }),
      launchBrowser(),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('zeigt den geänderten Titel ohne Build; eine kaputte Maske zeigt eine Fehlermeldung, Menü und andere Masken gehen weiter', async () => {
    const page = await browser.newPage();
    // The portal loads its documents in one request (GET /api/dokumente?namen=…).
    await page.route('**/api/dokumente?namen=*', async (route) => {
      const response = await route.fetch();
      const served = (await response.json()) as Record<string, { document: { layout: Node[] } }>;
      firstField(served['auftragserfassung.screen'].document.layout)!.widget = 'gibtsNicht';
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(served) });
    });
    await loginAs(page, portal.baseUrl, 'demo');
    await page.getByRole('heading', { name: 'Auftragsliste ohne Build' }).waitFor();
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragserfassung' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'konnte nicht angezeigt werden' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(
      'Die Maske „auftragserfassung“ konnte nicht angezeigt werden: unbekanntes Widget „gibtsNicht“ am Feld „datum“',
    );
    await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
    await page.getByRole('menuitem', { name: 'Auftragsliste' }).click();
    await page.getByRole('heading', { name: 'Auftragsliste ohne Build' }).waitFor();
    expect(await page.getByText('konnte nicht angezeigt werden').count()).toBe(0);
    await page.close();
  });
});
