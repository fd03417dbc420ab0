// @vitest-environment node
/**
 * Storybook lists every named export of a story file as a story: a helper exported there (data, a search function) shows
 * up as a broken story. Story files export their stories only, each typed `Story`; data and helpers live in fixture files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['app', 'engine']
  .flatMap((dir) => storyFiles(join(root, dir)))
  .map((f) => relative(root, f))
  .sort();

describe('story files', () => {
  it('are found', () => expect(files.length).toBeGreaterThan(40));

  it.each(files)('%s exports nothing but stories', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const named = [
      ...source.matchAll(/^export\s+(?!default\b)(?:async\s+)?(?:const|let|var|function|class)\s+(\w+)(.*)$/gm),
    ];
    expect(named.length, 'no story').toBeGreaterThan(0);
    expect(named.filter(([, , rest]) => !/^\s*:\s*Story\b/.test(rest)).map(([, name]) => name)).toEqual([]);
    expect(source, 'export lists and re-exports hide what Storybook lists').not.toMatch(/^export\s*(\{|\*)/m);
  });
});
