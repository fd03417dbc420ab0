// @vitest-environment node
/** The README is a newcomer's first page in step with package.json and the folders; the reference lives in docs/. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
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
  return text
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('|---'))
    .flatMap((l) =>
      l
        .split('|')[1]
        .replace(/\(.*?\)/g, '')
        .split(/,| \/ /)
        .map((n) => n.trim().replace(/`/g, '')),
    );
}

describe('README', () => {
  it('names every dependency of package.json in the dependency table', () => {
    const names = tableNames(section('Dependencies'));
    const covered = (dep: string) =>
      names.includes(dep) || names.some((n) => n.endsWith('/*') && dep.startsWith(n.slice(0, -1)));
    const missing = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((d) => !covered(d));
    expect(missing).toEqual([]);
  });

  it('is a first page of at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('gives the two commands and the main scripts, each of which exists', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    for (const script of ['start', 'dev', 'test', 'bench', 'storybook', 'build-storybook', 'generate', 'check']) {
      expect(pkg.scripts, script).toHaveProperty(script);
      if (!['start', 'test'].includes(script)) expect(readme, script).toContain(`npm run ${script}`);
    }
  });

  it('names every script of package.json', () => {
    const missing = Object.keys(pkg.scripts).filter(
      (s) => !['start', 'test'].includes(s) && !readme.includes(`npm run ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents the environment variables npm start reads', () => {
    const table = section('Environment variables');
    for (const variable of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL'])
      expect(table, variable).toContain(`| \`${variable}\` |`);
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
    expect(section('Data credits')).toMatch(/GeoNames.*\n?.*Creative Commons Attribution 4\.0/);
    expect(section('Data credits')).toMatch(/UN numbers.*MIT/);
  });
});

/** README.md and the reference documents of docs/ by path relative to the repository. */
const pages = [
  'README.md',
  ...readdirSync(new URL('docs/', root))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (page: string) => readFileSync(new URL(page, root), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, blanks as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

describe('README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const match of text(page).matchAll(/\]\(([^)\s]+)\)|src="([^"]+)"/g)) {
        const target = match[1] ?? match[2];
        if (/^[a-z]+:/.test(target)) continue;
        const [file, hash] = target.split('#');
        const url = new URL(file || page.split('/').pop()!, new URL(page, root));
        if (!existsSync(url)) {
          broken.push(`${page}: ${target}`);
          continue;
        }
        if (!hash) continue;
        const headings = [...readFileSync(url, 'utf8').matchAll(/^#+ (.*)$/gm)].map((m) => anchor(m[1]));
        if (!headings.includes(hash)) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('say how things are, not how they came to be (history belongs in commit messages)', () => {
    const history = /\b(issue \d+|round \d+|(this|last|second|third|fourth) session)\b/i;
    const found = pages
      .flatMap((page) =>
        text(page)
          .split('\n')
          .map((line, i) => `${page}:${i + 1}: ${line}`),
      )
      .filter((line) => history.test(line.slice(line.indexOf(': ') + 2)));
    expect(found).toEqual([]);
  });
});
