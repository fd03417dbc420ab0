// @vitest-environment node
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/** The imports of the date widget's own chunk, its folder bundled with code splitting as Vite does, all else external. */
async function entryImports(): Promise<{ path: string; kind: string }[]> {
  const result = await build({
    entryPoints: [join(here, 'DateWidget.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: '/out',
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [
      {
        name: 'only-this-folder',
        setup(b) {
          b.onResolve({ filter: /.*/ }, ({ path, resolveDir, kind }) => {
            if (kind === 'entry-point') return undefined;
            if (!path.startsWith('.')) return { path, external: true };
            const full = resolve(resolveDir, path);
            return dirname(full) === here ? undefined : { path, external: true };
          });
        },
      },
    ],
  });
  const entry = Object.values(result.metafile.outputs).find((o) => o.entryPoint?.endsWith('DateWidget.tsx'));
  return entry?.imports ?? [];
}

describe('DateWidget chunk', () => {
  it('loads the calendar and its time-zone library only when a calendar opens, not with the page', async () => {
    const imports = await entryImports();
    const statically = imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    expect(statically).not.toContain('@blueprintjs/datetime');
    expect(statically.some((p) => p.startsWith('date-fns'))).toBe(false);
    // The calendar is a chunk of its own, imported on demand.
    expect(imports.some((i) => i.kind === 'dynamic-import')).toBe(true);
  }, 30_000);
});
