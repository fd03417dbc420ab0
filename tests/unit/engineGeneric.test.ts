import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The engine renders any portal: the portal's values (page sizes, width rule, text-area limits, date range, search delay,
// list heights, freight formulas) come from its profile document (schemas/profile/profile.json), which the engine receives.
// This test reads the engine's code (comments left out) and refuses those values and German domain words in it.

/** Every engine/core source file; tests and fixtures feed the engine sample values as a host does and are left out. */
const coreFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : coreFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
/** The engine/react files that held portal values, and the widgets that read them. */
const REACT_FILES = [
  'engine/react/runtime/bindWidget.tsx',
  'engine/react/theme/shared/dropdown.ts',
  'engine/react/theme/widgets/DateWidget/calendarRange.ts',
  'engine/react/theme/widgets/DateWidget/DateWidget.tsx',
  'engine/react/theme/widgets/DateWidget/DateCalendar.tsx',
  'engine/react/theme/widgets/TextareaWidget/TextareaWidget.tsx',
  'engine/react/theme/widgets/SuggestWidget/SuggestWidget.tsx',
  'engine/react/grid/GridHeaderCell.tsx',
  'engine/react/grid/DataGrid.tsx',
];
const FILES = [...coreFiles('engine/core'), ...REACT_FILES];

/** The portal's numbers (orders.md §5, §9 and the widgets' sizes): none of them is a literal in the engine's code. */
const PORTAL_NUMBERS = [13, 25, 50, 100, 70, 9, 30, 390, 800, 3, 200, 1970, 2099, 2000, 250, 245, 35, 420, 2.4, 0.4];
/** Neutral uses of the small ones, by file: what the literal means there, none of it the portal's. */
const NEUTRAL_NUMBERS: Record<string, number[]> = {
  // Three decimals: sums without float noise (0.1 + 0.2 → 0.3), the precision of the engine's totals and number cells.
  'engine/core/logic/formulas.ts': [3],
  'engine/core/grid/format.ts': [3],
  // JSON-Logic's 'if' with three arguments (if, then, else).
  'engine/core/explain/logicText.ts': [3],
  // Three sort states: none, ascending, descending.
  'engine/core/grid/sort.ts': [3],
  // A name within a third of its length of edits is a likely typo.
  'engine/core/lint/suggest.ts': [3],
  // The third group of a date pattern (day of an ISO date, year of a German one).
  'engine/core/logic/operations.ts': [3],
};

/** German domain words the engine's code once held (operation names, units) and other words of the portal's texts. */
const GERMAN_WORDS = [
  'stellplaetze',
  'lademeter',
  'laenge',
  'breite',
  'hoehe',
  'anzahl',
  'auftrag',
  'sendung',
  'seite',
  'anzeige',
  'bitte',
  'maske',
  'feld',
  'pflichtfeld',
  'keine',
  'nicht',
  'oder',
  'eingabe',
  'zeichen',
  'heute',
  'leeren',
  'kalender',
  'jjjj',
];
const UMLAUT = /[äöüÄÖÜß]/;
/**
 * The German texts the engine shows (its own controls, explain, validation messages) and writes (the configuration
 * linter's and the overlays' findings): text catalogues, no value of the portal's behaviour. Every other file holds no
 * German word; these become the catalogues an app supplies, and each one that does leaves this list.
 */
const TEXT_FILES = [
  'engine/core/texts/engineTexts.ts',
  'engine/core/texts/explainTexts.ts',
  'engine/core/validation/messages.ts',
  'engine/core/lint/',
  'engine/core/overlay/nodeOps.ts',
  'engine/core/overlay/requiredOps.ts',
];

/** Numeric literals and the words of string literals and identifiers of a file (comments are no code). */
function tokens(file: string): { numbers: number[]; words: string[] } {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const numbers: number[] = [];
  const words: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node)) numbers.push(Number(node.text));
    else if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      words.push(...node.text.split(/[^\p{L}]+/u));
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) words.push(...node.text.split(/(?=[A-Z])|_|\$/));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { numbers, words: words.filter(Boolean) };
}

describe('engine/core holds no value of the portal', () => {
  it('reads the engine files it guards', () => {
    expect(FILES.length).toBeGreaterThan(80);
    for (const file of REACT_FILES) expect(statSync(file).isFile()).toBe(true);
  });

  it('writes none of the portal numbers as a literal (they are in schemas/profile/profile.json)', () => {
    const found = FILES.flatMap((file) =>
      tokens(file)
        .numbers.filter((n) => PORTAL_NUMBERS.includes(n) && !(NEUTRAL_NUMBERS[file] ?? []).includes(n))
        .map((n) => `${file}: ${n}`),
    );
    expect(found).toEqual([]);
  });

  it('writes no German word outside the text catalogues', () => {
    const found = FILES.filter((file) => !TEXT_FILES.some((t) => file.startsWith(t))).flatMap((file) =>
      tokens(file)
        .words.filter((w) => UMLAUT.test(w) || GERMAN_WORDS.includes(w.toLowerCase()))
        .map((w) => `${file}: ${w}`),
    );
    expect(found).toEqual([]);
  });
});
