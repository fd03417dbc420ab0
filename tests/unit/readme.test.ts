// @vitest-environment node
/** Issue 2 item 9: the README keeps the newcomer's facts in step with package.json and the folders. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string>;
};

/** The text of a level-2 or level-3 section, up to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = readme.search(new RegExp(`^#{2,3} ${heading}\\s*$`, 'm'));
  if (start < 0) return '';
  const level = readme.slice(start).indexOf(' ');
  const rest = readme.slice(readme.indexOf('\n', start) + 1);
  const next = rest.search(new RegExp(`^#{2,${level}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

/** Package names in the first column of a markdown table (`a, b`, `a / b` and `@scope/*` allowed). */
function tableNames(text: string): string[] {
  return text.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('|---'))
    .flatMap((l) => l.split('|')[1].replace(/\(.*?\)/g, '').split(/,| \/ /).map((n) => n.trim().replace(/`/g, '')));
}

describe('README', () => {
  it('names every dependency of package.json in the dependency table', () => {
    const names = tableNames(section('Dependencies'));
    const covered = (dep: string) => names.includes(dep) || names.some((n) => n.endsWith('/*') && dep.startsWith(n.slice(0, -1)));
    const missing = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((d) => !covered(d));
    expect(missing).toEqual([]);
  });

  it('gives the two commands and every script issue 2 names, each of which exists', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    for (const script of ['start', 'dev', 'test', 'bench', 'storybook', 'build-storybook', 'generate', 'check']) {
      expect(pkg.scripts, script).toHaveProperty(script);
      if (!['start', 'test'].includes(script)) expect(readme, script).toContain(`npm run ${script}`);
    }
  });

  it('documents the environment variables npm start reads', () => {
    const table = section('Environment variables');
    for (const variable of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL']) expect(table, variable).toContain(`| \`${variable}\` |`);
  });

  it('has a paragraph for every top-level folder of the repository', () => {
    const ignored = new Set(['node_modules', 'dist', 'data', 'storybook-static', 'coverage', '.git', '.tmp']);
    const folders = readdirSync(root).filter((f) => !ignored.has(f) && statSync(new URL(f, root)).isDirectory());
    const text = section('Folders');
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) expect(text, folder).toContain(`**\`${folder}/\`**`);
  });

  it('keeps the demo user table with demo and the shared password, and the data credits', () => {
    expect(section('Demo users')).toMatch(/^\| `demo` \|.*edit right/m);
    expect(section('Demo users')).toContain('Disponent#2026');
    expect(section('Data credits')).toMatch(/GeoNames/);
  });
});
