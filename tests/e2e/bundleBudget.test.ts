import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WEB_ROOT } from '../../server';
import { documentsInBundle, screenLoads } from '../../server/build';

// Reads the build of `npm run test:e2e` (dist/web and its .vite/manifest.json), as the browser tests use it.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the built portal: what each page loads first', () => {
  it('is built with its manifest and the precompressed files', () => {
    expect(existsSync(join(DEFAULT_WEB_ROOT, '.vite', 'manifest.json')), 'npm run build zuerst').toBe(true);
    const loads = screenLoads(DEFAULT_WEB_ROOT);
    expect(loads.map((l) => l.screen)).toEqual(expect.arrayContaining(['login', 'auftragsresearch', 'admin']));
    for (const file of loads.find((l) => l.screen === 'login')!.files.filter((f) => /index-.*\.(js|css)$/.test(f)))
      expect(existsSync(join(DEFAULT_WEB_ROOT, `${file}.br`)), file).toBe(true);
  });

  // Each page to its budget: the login page (light form, no rjsf or Ajv) to LOGIN_BUDGET, every other to SCREEN_BUDGET.
  it('keeps every page within its compressed budget of JavaScript and styles', () => {
    const loads = screenLoads(DEFAULT_WEB_ROOT);
    const over = loads
      .filter((l) => l.brotliBytes > l.budget)
      .map((l) => `${l.screen}: ${kb(l.brotliBytes)} > ${kb(l.budget)}`);
    expect(over).toEqual([]);
  });

  it('holds no served document: screens, columns, views and the rest come from GET /api/dokumente', () => {
    expect(documentsInBundle(DEFAULT_WEB_ROOT)).toEqual([]);
  });

  it('finds a document that a chunk imported as JSON', () => {
    const root = mkdtempSync(join(tmpdir(), 'don-bundle-'));
    try {
      mkdirSync(join(root, 'assets'));
      // How a bundler writes `import doc from '…/login.screen.json'`: the object with its $schema.
      writeFileSync(join(root, 'assets', 'page-abc.js'), 'var e={$schema:"../meta/screen.schema.json",id:"login"};');
      writeFileSync(join(root, 'assets', 'other-def.js'), 'export const a = 1;');
      expect(documentsInBundle(root)).toEqual([{ file: 'assets/page-abc.js', kinds: ['screen'] }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
