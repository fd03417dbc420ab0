import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFinding } from '../../engine/core';
import { lintConfiguration } from '../../schemas/lint';
import { applyRecipes, copyDocuments } from '../config/rezepte';

// The recipes of schemas/README.md against npm run check, on a copy of the documents (the e2e test rezepte.test.ts checks
// their effect in browser and server).
describe('Rezepte aus schemas/README.md und npm run check', () => {
  const copies: string[] = [];
  const copy = () => {
    const c = copyDocuments();
    copies.push(c.root);
    return c.root;
  };
  afterEach(() => {
    for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('alle fünf Rezepte zusammen bestehen die Prüfung, auch die neuen Overlay-Dateien ohne Eintrag in einem Index', () => {
    const root = copy();
    applyRecipes(root);
    expect(lintConfiguration({ root }).map(formatFinding)).toEqual([]);
  });

  it('Rezept 5: die Regel ohne Katalogeintrag wird mit Datei und Stelle abgewiesen, mit dem Eintrag angenommen', () => {
    const root = copy();
    applyRecipes(root, ['rezept-5-regel']);
    const findings = lintConfiguration({ root });
    expect(findings.map(formatFinding)).toEqual([
      expect.stringMatching(
        /^schemas\/screens\/auftragserfassung\/empfaenger\.part\.json:\d+ \/children\/\S+\/required\/==\/0\/var: .*config\.isEmpfaengerKontaktPflicht/,
      ),
    ]);
    applyRecipes(root, ['rezept-5-katalog']);
    expect(lintConfiguration({ root }).map(formatFinding)).toEqual([]);
  });
});
