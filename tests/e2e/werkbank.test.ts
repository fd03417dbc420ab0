import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginAs, seriousViolations, startPortal, startTogether, type RunningPortal } from './helpers';

const FILE = 'auftragserfassung-telefon-c';
const overlay = (pointer: string) =>
  JSON.stringify(
    {
      $schema: '../schemas/meta/variant.schema.json',
      id: FILE,
      screen: 'auftragserfassung',
      description: 'Variante C: das Telefon des Empfängers ist Pflicht.',
      when: { '==': [{ var: 'variant' }, 'C'] },
      requiredAdd: [pointer],
    },
    null,
    2,
  );

/** Replaces the editor's whole text as typed (inserted as one input, so no bracket is closed twice). */
async function replaceText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** The recipient tab of a capture form (the page's own or the workbench preview's). */
const recipient = (scope: Page | Locator) => scope.getByRole('tabpanel', { name: 'Empfänger' });

// The workbench writes into a copy of the document folders the portal was started on (SCHEMAS_DIR, VARIANTS_DIR).
describe('Varianten-Werkbank des Konfigurators', () => {
  let root: string;
  let portal: RunningPortal;
  let browser: Browser;
  let shot: Page | undefined;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'don-werkbank-'));
    cpSync('schemas', join(root, 'schemas'), { recursive: true });
    cpSync('variants', join(root, 'variants'), { recursive: true });
    [portal, browser] = await startTogether(
      startPortal({ env: { SCHEMAS_DIR: join(root, 'schemas'), VARIANTS_DIR: join(root, 'variants') } }),
      launchBrowser(),
    );
  });
  afterAll(async () => {
    await shot?.screenshot({ path: '/tmp/werkbank-letzter.png', fullPage: true }).catch(() => undefined);
    await browser?.close();
    await portal?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('Telefon des Empfängers Pflicht für Variante C: Tippfehler im Editor markiert, Vorschau je Variante, gespeichert, für kunde-c ohne Neustart, rückgängig', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    shot = page;
    await loginAs(page, portal.baseUrl, 'admin');
    await page.goto(`${portal.baseUrl}/disponent-online/admin/coco`);
    await page.getByRole('tab', { name: 'Werkbank' }).click();
    await page.getByLabel('Maske').selectOption('auftragserfassung');
    await page.getByLabel('Datei', { exact: true }).selectOption({ label: 'Neue Overlay-Datei …' });
    await page.getByLabel('Name der neuen Datei').fill(FILE);
    const bench = page.getByRole('group', { name: 'Varianten-Werkbank' });
    const editor = page.getByRole('textbox', { name: `Inhalt von variants/${FILE}.json` });
    await editor.waitFor();

    // A typo: the linter's German finding at its line in the editor and in the list below it.
    await replaceText(page, editor, overlay('/empfaenger/telefn'));
    const findings = page.getByRole('region', { name: 'Prüfung' });
    await findings.getByText("Feld '/empfaenger/telefn' gibt es im Datenschema").waitFor();
    await findings.getByText(/^Zeile 15: .*telefn/).waitFor();
    // In the editor: the line of the misspelt pointer underlined, a mark in its gutter.
    expect(await page.locator('.cm-lintRange-error').textContent()).toContain('"/empfaenger/telefn"');
    expect(await page.locator('.cm-lint-marker-error').count()).toBe(1);
    expect(await bench.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);

    await replaceText(page, editor, overlay('/empfaenger/telefon'));
    await findings.getByText('Die Prüfung findet nichts.').waitFor();
    expect(await page.locator('.cm-lint-marker-error').count()).toBe(0);

    // The preview as kunde-c (variant C) marks the recipient's phone mandatory, as demo (default) not.
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await preview.getByLabel('Vorschau als').selectOption({ label: 'Variante C (kunde-c)' });
    await recipient(preview).getByText('Telefon *', { exact: true }).waitFor();
    const diff = page.getByRole('table', { name: 'Änderungen je Variante' });
    await diff.getByRole('row', { name: /Variante C \(kunde-c\) Telefon Pflicht: nein → ja/ }).waitFor();
    expect(await diff.getByRole('row', { name: /default \(demo\) – keine Änderung/ }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/werkbank-1600.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // 'Warum?' in the preview explains for the chosen user, naming the edited overlay.
    await preview.getByRole('button', { name: 'Warum?', exact: true }).click();
    await recipient(preview).getByRole('button', { name: 'Warum? Telefon', exact: true }).click();
    const why = page.getByRole('dialog', { name: 'Warum? Telefon' });
    await why.getByText('Erklärt für kunde-c (Variante C)').waitFor();
    expect(await why.getByText(new RegExp(FILE)).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await why.waitFor({ state: 'hidden' });
    await preview.getByLabel('Vorschau als').selectOption({ label: 'default (demo)' });
    await recipient(preview).getByText('Telefon', { exact: true }).waitFor();
    expect(await recipient(preview).getByText('Telefon *', { exact: true }).count()).toBe(0);

    await bench.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`variants/${FILE}.json gespeichert`).waitFor();
    expect(existsSync(join(root, 'variants', `${FILE}.json`))).toBe(true);

    // kunde-c, logged in after the save: the capture screen from the served documents, no restart, no build.
    const kunde = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(kunde, portal.baseUrl, 'kunde-c');
    await kunde.goto(`${portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await recipient(kunde).getByText('Telefon *', { exact: true }).waitFor();

    await bench.getByRole('button', { name: 'Rückgängig' }).click();
    await page.getByText(`Frühere Fassung von variants/${FILE}.json wiederhergestellt.`).waitFor();
    expect(existsSync(join(root, 'variants', `${FILE}.json`))).toBe(false);
    await kunde.reload();
    await recipient(kunde).getByText('Telefon', { exact: true }).waitFor();
    expect(await recipient(kunde).getByText('Telefon *', { exact: true }).count()).toBe(0);
    await kunde.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/werkbank-390.png', fullPage: true });
    await page.screenshot({ path: '/tmp/werkbank-390-oben.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
