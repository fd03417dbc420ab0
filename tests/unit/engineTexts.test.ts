import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine's own texts (buttons, pager, dialogs, widgets) come from one table, engine/core/texts; screens' texts from their
// documents. A German word written into engine/react (outside tests, stories and fixtures) is a text outside that table.
const ROOT = 'engine/react';
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !/ixtures/.test(path) ? [path] : [];
  });
/** A JSX attribute with a capitalised text, or a quoted text with German letters (comments left out). */
const LITERAL =
  /(?:aria-label|title|text|label|placeholder|description)="[A-ZÄÖÜ][^"]*"|(['"`])[^'"`\n]*[äöüÄÖÜß][^'"`\n]*\1/g;
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');

describe('engine texts', () => {
  it('engine/react writes no German text of its own: every one is in engine/core/texts', () => {
    const found = files(ROOT).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(LITERAL)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
