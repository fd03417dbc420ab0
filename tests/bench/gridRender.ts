/*
 * npm run bench (grid): the order list's 100 rows × 38 columns (1,000 rows for scrolling) in one headless Chromium,
 * our DataGrid against a plain TanStack table and AG Grid Community, interleaved so all three share the machine's noise.
 */
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers';
import { compare, limit, report, summarize } from './index';
import type { GridKind } from './gridPage';

/**
 * Relative imports resolved by exact file name: esbuild looks names up case-insensitively, so './hiddenFields' next to
 * HiddenFields.tsx would find the component instead of the module.
 */
const exactCase: Plugin = {
  name: 'exact-case',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
      const base = join(resolveDir, path);
      const hit = ['', '.tsx', '.ts', '.json', '/index.ts', '/index.tsx']
        .map((e) => base + e)
        .find((f) => existsSync(f) && statSync(f).isFile());
      return hit ? { path: hit } : undefined;
    });
  },
};

// BENCH_GRID_PROFILE=1: an unminified bundle and a CPU profile of our grid's wheel scroll (top functions by self time).
const profile = Boolean(process.env.BENCH_GRID_PROFILE);
const dir = mkdtempSync(join(tmpdir(), 'grid-bench-'));
// outdir: the engine imports its layout CSS, which esbuild writes next to the script (gridPage.css).
await build({
  entryPoints: [join(import.meta.dirname, 'gridPage.tsx')],
  outdir: dir,
  bundle: true,
  format: 'iife',
  jsx: 'automatic',
  minify: !profile,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  plugins: [exactCase],
  loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.eot': 'empty', '.svg': 'dataurl' },
});
const blueprint = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="stylesheet" href="file://${blueprint}">` +
    '<link rel="stylesheet" href="gridPage.css"></head><body style="margin:0"><div id="root"></div><script src="gridPage.js"></script></body></html>',
);

const kinds: GridKind[] = ['ours', 'tanstack', 'ag'];
const names: Record<GridKind, string> = {
  ours: 'DataGrid',
  tanstack: 'TanStack Table (schlicht)',
  ag: 'AG Grid Community',
};
type Bench = { bench: Record<string, (...args: unknown[]) => unknown> };
const call = <T>(page: Page, fn: string, ...args: unknown[]) =>
  page.evaluate(([f, a]) => (window as unknown as Bench).bench[f as string](...(a as unknown[])), [
    fn,
    args,
  ] as const) as Promise<T>;

/** Max frame, and all frame times, while the wheel scrolls the mounted grid's 1,000 rows from top to bottom. */
async function wheelScroll(page: Page): Promise<{ frames: number[]; scrollTop: number }> {
  const at = await call<{ x: number; y: number }>(page, 'scroller');
  await page.mouse.move(at.x, at.y);
  await call(page, 'record');
  for (let i = 0; i < 100; i++) {
    await page.mouse.wheel(0, 320);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(200);
  return call(page, 'stop');
}

/** CPU profile of our grid's wheel scroll through 1,000 rows: prints the functions with the most self time. */
async function profileScroll(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await call(page, 'mount', 'ours', 1000);
  await cdp.send('Profiler.start');
  const { frames } = await wheelScroll(page);
  const { profile: p } = await cdp.send('Profiler.stop');
  await call(page, 'unmount');
  writeFileSync(join(dir, 'scroll.cpuprofile'), JSON.stringify(p));
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  p.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas?.[i] ?? 0) / 1000));
  for (const node of p.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonym)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `CPU-Profil DataGrid beim Scrollen (${join(dir, 'scroll.cpuprofile')}), ${total.toFixed(0)} ms, längster Frame ${Math.max(...frames).toFixed(1)} ms:`,
  );
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto(`file://${join(dir, 'index.html')}`);
  await page.waitForFunction(() => 'bench' in window);
  const mount: Record<GridKind, number[]> = { ours: [], tanstack: [], ag: [] };
  const sort: Record<GridKind, number[]> = { ours: [], tanstack: [], ag: [] };
  const rerender: Record<GridKind, number[]> = { ours: [], tanstack: [], ag: [] };
  const cells: Record<GridKind, number> = { ours: 0, tanstack: 0, ag: 0 };
  const rounds = Number(process.env.BENCH_GRID_ROUNDS ?? 12);
  for (let round = -2; round < rounds; round++) {
    // two warm-up rounds
    for (const kind of kinds) {
      const mounted = await call<number>(page, 'mount', kind, 100);
      cells[kind] = await call<number>(page, 'cells');
      const sorts: number[] = [];
      for (let i = 0; i < 3; i++) sorts.push(await call<number>(page, 'sortClick')); // ascending, descending, default
      const renders: number[] = [];
      for (let i = 0; i < 3; i++) renders.push(await call<number>(page, 'rerender', 5001 + 10 * (round + 3) + i));
      await call(page, 'unmount');
      if (round < 0) continue;
      mount[kind].push(mounted);
      sort[kind].push(...sorts);
      rerender[kind].push(...renders);
    }
  }
  console.log(`Grid im Browser (Chromium headless, 1600 × 800, 100 Zeilen × 38 Spalten, ${rounds} Runden abwechselnd)`);
  for (const kind of kinds) console.log(`  ${names[kind].padEnd(28)} ${String(cells[kind]).padStart(6)} Zellen im DOM`);
  for (const kind of kinds) report(`  Rendern bis Bild: ${names[kind]}`, mount[kind]);
  for (const kind of kinds) report(`  Sortieren bis Bild: ${names[kind]}`, sort[kind]);
  for (const kind of kinds) report(`  Neu rendern (Commit): ${names[kind]}`, rerender[kind]);
  compare(
    '1 Grid: Sortieren bis Bild',
    { name: 'DataGrid', samples: sort.ours },
    { name: 'AG Grid', samples: sort.ag },
    1,
  );
  compare(
    '1 Grid: erstes Rendern',
    { name: 'DataGrid', samples: mount.ours },
    { name: 'AG Grid', samples: mount.ag },
    1,
  );

  const longest: Record<GridKind, number[]> = { ours: [], tanstack: [], ag: [] };
  console.log('Scrollen mit dem Mausrad durch 1.000 Zeilen (Frame-Abstände, rAF)');
  for (let round = 0; round < 3; round++) {
    for (const kind of kinds) {
      await call(page, 'mount', kind, 1000);
      const { frames, scrollTop } = await wheelScroll(page);
      await call(page, 'unmount');
      longest[kind].push(Math.max(...frames));
      if (round === 0) {
        const s = summarize(frames);
        const long = frames.filter((f) => f > 33.4).length;
        console.log(
          `  ${names[kind].padEnd(28)} Frame median ${s.median.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  max ${Math.max(...frames).toFixed(1)} ms  (${s.n} Frames, ${long} über 33 ms, bis ${scrollTop} px)`,
        );
      }
    }
  }
  if (profile) await profileScroll(page);
  for (const kind of kinds) report(`  Längster Frame je Durchgang: ${names[kind]}`, longest[kind]);
  limit('1 Grid: Scrollen 1.000 Zeilen, längster Frame', Math.max(...longest.ours), 'ms', 33);
} finally {
  await browser.close();
}
