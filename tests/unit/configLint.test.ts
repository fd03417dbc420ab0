import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../engine/core';
import { configurationFiles, lintConfiguration, projectRoot } from '../../schemas/lint';

const broken = join(projectRoot, 'tests/config/broken');
const real = configurationFiles();

/** The files of one broken case (paths relative to the case folder = paths in the project), without expected.json. */
function caseFiles(dir: string): { path: string; text: string }[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(dir)
    .filter((f) => !f.endsWith('expected.json'))
    .map((f) => ({ path: relative(dir, f), text: readFileSync(f, 'utf8') }));
}

describe('npm run check (configuration linter)', () => {
  it('passes the real documents of schemas/ and variants/', () => {
    expect(lintConfiguration({ files: real }).map(formatFinding)).toEqual([]);
  });

  const cases = readdirSync(broken).sort();
  it('has at least 20 broken documents', () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it.each(cases)('refuses %s with a German message naming file and place', (name) => {
    const dir = join(broken, name);
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as {
      file: string;
      message: string;
      pointer?: string;
    };
    const added = caseFiles(dir);
    // A case that replaces a document replaces its parts too (the folder of its name: auftragserfassung/*.part.json).
    const partsOf = (path: string) =>
      `${path.slice(0, path.lastIndexOf('/') + 1)}${path.split('/').pop()!.split('.')[0]}/`;
    const replaced = (f: { path: string }) =>
      added.some((a) => a.path === f.path || (!a.path.endsWith('.part.json') && f.path.startsWith(partsOf(a.path))));
    const files = [...real.filter((f) => !replaced(f)), ...added];
    const findings = lintConfiguration({ files });
    const lines = findings.map(formatFinding);
    const hit = findings.find(
      (f) =>
        f.file === expected.file &&
        f.message.includes(expected.message) &&
        (!expected.pointer || f.pointer === expected.pointer),
    );
    expect(hit, lines.join('\n')).toBeDefined();
    expect(hit!.line, 'the finding names its line').toBeGreaterThan(0);
    // Every finding comes from the broken case: the real documents are clean.
    expect(findings.filter((f) => !added.some((a) => a.path === f.file)).map(formatFinding)).toEqual([]);
  });
});
