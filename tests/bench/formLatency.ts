/*
 * npm run bench (imported by run.ts): the 50-position order form in headless Chromium — ScreenForm against plain rjsf,
 * JSON Forms and bare inputs (the floor) on the same schema and data, interleaved page loads in the same run: mount from
 * navigation to painted, heap after mount, keystroke processing and input-to-paint in the top field and row 40, and for
 * ScreenForm the components React rendered per key.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { readDocuments } from '../../schemas/readDocuments';
import { compare, report, summarize } from './index';
import { countRenders } from './formPages/renderCount';
import { measureLogin } from './loginLoad';

const root = resolve(import.meta.dirname, '../..');
const auftrag = join(root, 'schemas/screens/auftragserfassung.screen.json');
const dir = mkdtempSync(join(tmpdir(), 'form-latency-'));
/** The built pages the static server answers from. */
const out = join(dir, 'out');
// The capture screen composed of its part files ($include), as the server serves it.
const composed = existsSync(auftrag)
  ? readDocuments({ schemas: join(root, 'schemas'), variants: join(root, 'variants') }).documents.get(
      'schemas/screens/auftragserfassung.screen.json',
    )
  : undefined;
writeFileSync(join(dir, 'auftrag.js'), `export default ${JSON.stringify(composed ?? null)};`);
const LOADS = Number(process.env.BENCH_FORM_LOADS ?? 9); // 0 with BENCH_FORM_PROFILE: profiles only
const KEYS = Number(process.env.BENCH_FORM_KEYS ?? 60);

const pages = {
  ours: 'screenFormPage',
  rjsf: 'plainFormPage',
  jsonForms: 'jsonFormsPage',
  bare: 'bareInputsPage',
} as const;
type Name = keyof typeof pages;
const names: Record<Name, string> = {
  ours: 'ScreenForm',
  rjsf: 'rjsf Form',
  jsonForms: 'JSON Forms (vanilla)',
  bare: 'bare Inputs',
};

// Built as the portal is (vite build, `npm start`): ES modules with code splitting, minified, unused exports left out — a
// lazily imported module (the date picker) is its own chunk. (esbuild's splitting kept all 706 Blueprint icon components and
// both icon path sets, 1.4 MB the portal does not ship, in every page that imports Blueprint's JavaScript.)
for (const p of Object.values(pages)) {
  writeFileSync(
    join(dir, `${p}.entry.js`),
    `import ${JSON.stringify(join(import.meta.dirname, `formPages/${p}.tsx`))};`,
  );
  writeFileSync(
    join(dir, `${p}.html`),
    `<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="./${p}.entry.js"></script></body></html>`,
  );
}
await build({
  root: dir,
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  resolve: { alias: { 'bench-auftrag': join(dir, 'auftrag.js') } },
  build: {
    outDir: out,
    minify: !process.env.BENCH_FORM_PROFILE,
    chunkSizeWarningLimit: 5000,
    rollupOptions: { input: Object.values(pages).map((p) => join(dir, `${p}.html`)) },
  },
});
// Module scripts do not load from file://: a static server for the bundle directory.
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = join(out, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(out) || !existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

type Targets = Record<'top' | 'row40', string>;
/** Opens a page and waits until its targets are painted: ms from navigation start, heap after a collection, fields. */
async function open(
  name: Name,
  init?: string,
): Promise<{ page: Page; painted: number; heap: number; fields: number; targets: Targets }> {
  const page = await browser.newPage();
  // A page that fails to render would only time out below: its error names the cause.
  page.on('pageerror', (error) => console.error(`${names[name]}: ${error.message}`));
  if (init) await page.addInitScript(init);
  await page.goto(`${base}/${pages[name]}.html`);
  const handle = await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __painted?: number; __targets?: Targets };
        return w.__painted !== undefined && { painted: w.__painted, targets: w.__targets! };
      },
      undefined,
      { timeout: 120_000 },
    )
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '');
      throw new Error(`${names[name]}: nicht gezeichnet; die Seite zeigt: ${shown}`, { cause: error });
    });
  const { painted, targets } = (await handle.jsonValue()) as { painted: number; targets: Targets };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const fields = await page.locator('input, textarea, select').count();
  return { page, painted, heap: usedSize / 2 ** 20, fields, targets };
}

/** Types `count` keys (x, Backspace) into a target and returns the per-keystroke processing and input-to-paint times. */
async function typeInto(
  page: Page,
  selector: string,
  count: number,
  warmup = 10,
): Promise<{ samples: number[]; handling: number[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: number[]; __handling: number[] };
    w.__samples.length = 0;
    w.__handling.length = 0;
  });
  await page.locator(selector).click();
  // A key pressed before the field has the focus went elsewhere, and the run stopped with one input event short (69 of 70).
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), selector);
  for (let i = 0; i < warmup + count; i++) {
    await page.keyboard.press(i % 2 ? 'Backspace' : 'x');
    await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, i + 1);
  }
  const { samples, handling } = await page.evaluate(() => {
    const probe = window as unknown as { __samples: number[]; __handling: number[] };
    return { samples: [...probe.__samples], handling: [...probe.__handling] };
  });
  // No input event means the field ignored the keys (read-only, wrong id): the figures would time nothing.
  if (handling.length < warmup + count)
    throw new Error(
      `Das Feld ${selector} hat die Eingaben nicht angenommen (${handling.length} von ${warmup + count}).`,
    );
  return { samples: samples.slice(warmup), handling: handling.slice(warmup) };
}

type Figures = {
  mount: number[];
  heap: number[];
  fields: number;
  top: { samples: number[]; handling: number[] };
  row40: { samples: number[]; handling: number[] };
};
const results = Object.fromEntries(
  Object.keys(pages).map((n) => [
    n,
    { mount: [], heap: [], fields: 0, top: { samples: [], handling: [] }, row40: { samples: [], handling: [] } },
  ]),
) as unknown as Record<Name, Figures>;

/**
 * BENCH_FORM_PROFILE=<dir>: a Chromium CPU profile of ScreenForm's mount and of keys in row 40 (open in DevTools); with
 * BENCH_FORM_COMMITS=1 also the components React rendered per commit during the mount (a second pass shows here).
 */
async function profile(out: string): Promise<void> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  if (process.env.BENCH_FORM_COMMITS) {
    await page.addInitScript(`${countRenders}; (() => { const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__; const on = hook.onCommitFiberRoot; window.__commits = [];
      hook.onCommitFiberRoot = (id, root) => { window.__renderedNames = {}; window.__rendered = 0; on(id, root); window.__commits.push({ at: Math.round(performance.now()), n: window.__rendered, names: Object.entries(window.__renderedNames).sort((a, b) => b[1] - a[1]).slice(0, 12) }); }; })();`);
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/${pages.ours}.html`);
  const targets = (await (
    await page.waitForFunction(() => (window as unknown as { __painted?: number; __targets?: Targets }).__targets)
  ).jsonValue()) as Targets;
  writeFileSync(join(out, 'mount.cpuprofile'), JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (process.env.BENCH_FORM_COMMITS)
    console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { __commits: unknown }).__commits)));
  await cdp.send('Profiler.start');
  await typeInto(page, targets.row40, 20, 0);
  writeFileSync(join(out, 'row40.cpuprofile'), JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await page.close();
  console.log(`CPU-Profile in ${out}`);
}

/**
 * BENCH_FORM_TRACE=n: n Chromium timeline traces of each form's mount, printed as the renderer main thread's time up to
 * the painted frame by kind (script, style, layout, paint, GC): where a form's mount time goes, side by side.
 */
async function trace(loads: number): Promise<void> {
  const kinds: Record<string, string> = {
    EvaluateScript: 'Skript laden',
    'v8.compile': 'Skript laden',
    'v8.compileModule': 'Skript laden',
    'v8.evaluateModule': 'Skript laden',
    FunctionCall: 'Skript',
    TimerFire: 'Skript',
    FireAnimationFrame: 'Skript',
    RunMicrotasks: 'Skript',
    EventDispatch: 'Skript',
    UpdateLayoutTree: 'Stil',
    Layout: 'Layout',
    PrePaint: 'Zeichnen',
    Paint: 'Zeichnen',
    Layerize: 'Zeichnen',
    Commit: 'Zeichnen',
    MajorGC: 'GC',
    MinorGC: 'GC',
    ParseHTML: 'HTML',
    ParseAuthorStyleSheet: 'Stil',
  };
  const assets = join(out, 'assets');
  console.log(
    readdirSync(assets)
      .map((f) => `${f} ${(statSync(join(assets, f)).size / 1024).toFixed(0)} kB`)
      .join(', '),
  );
  for (const name of ['ours', 'rjsf', 'bare'] as Name[]) {
    const sums: Record<string, number[]> = {};
    for (let i = 0; i < loads; i++) {
      const page = await browser.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(`${base}/${pages[name]}.html`);
      const painted = (await (
        await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted)
      ).jsonValue()) as number;
      const events = (
        JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: Array<{ name: string; ph: string; dur?: number; ts: number; tid: number }>;
        }
      ).traceEvents;
      // The renderer's main thread: the one that parsed the page.
      const main = events.find((e) => e.name === 'ParseHTML')?.tid;
      const byKind: Record<string, number> = {};
      let end = 0;
      // Only outermost events count: nested ones are inside their parent's duration.
      for (const e of events
        .filter((x) => x.tid === main && x.ph === 'X' && x.dur && kinds[x.name])
        .sort((a, b) => a.ts - b.ts)) {
        if (e.ts < end) continue;
        end = e.ts + e.dur!;
        byKind[kinds[e.name]] = (byKind[kinds[e.name]] ?? 0) + e.dur! / 1000;
      }
      byKind['bis Bild'] = painted;
      byKind['Elemente'] = await page.evaluate(() => document.querySelectorAll('*').length);
      byKind['SVG'] = await page.evaluate(() => document.querySelectorAll('svg').length);
      // What the page loaded and when (ms from navigation): a module loaded during the mount shows here.
      if (i === 0)
        console.log(
          names[name],
          (
            await page.evaluate(() =>
              (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
                (r) => `${r.name.split('/').pop()} ${Math.round(r.responseEnd)}`,
              ),
            )
          ).join(', '),
        );
      for (const [k, v] of Object.entries(byKind)) (sums[k] ??= []).push(v);
      await page.close();
    }
    console.log(
      `${names[name]}: ${Object.entries(sums)
        .map(([k, v]) => `${k} ${summarize(v).median.toFixed(0)}${k === 'Elemente' || k === 'SVG' ? '' : ' ms'}`)
        .join(', ')}`,
    );
  }
}

try {
  if (process.env.BENCH_FORM_TRACE) await trace(Number(process.env.BENCH_FORM_TRACE));
  if (process.env.BENCH_FORM_PROFILE) await profile(process.env.BENCH_FORM_PROFILE);
  if (LOADS > 0) await measureAll();
  if (LOADS > 0) await measureLogin(browser);
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Every form's figures and the form's goals. */
async function measureAll(): Promise<void> {
  const source = existsSync(auftrag) ? 'schemas/screens/auftragserfassung.screen.json' : 'Fixture (Auftragspositionen)';
  // Interleaved: each round loads every form once, so the machine's noise falls on all alike; the last round types.
  for (let round = 0; round < LOADS; round++) {
    for (const name of Object.keys(pages) as Name[]) {
      const { page, painted, heap, fields, targets } = await open(name);
      const r = results[name];
      r.mount.push(painted);
      r.heap.push(heap);
      r.fields = fields;
      if (round === LOADS - 1) {
        const named = (error: unknown) => {
          throw new Error(`${names[name]}: ${(error as Error).message}`, { cause: error });
        };
        // One more try where a key went missing (seen once in many runs: 69 input events for 70 keys).
        const typed = (target: string) =>
          typeInto(page, target, KEYS).catch(() => typeInto(page, target, KEYS).catch(named));
        const top = await typed(targets.top);
        const row = await typed(targets.row40);
        r.top = top;
        r.row40 = row;
      }
      await page.close();
    }
  }
  console.log(
    `Auftragserfassung, 50 Positionen (${source}), headless Chromium, ${LOADS} Seitenaufrufe je Formular, ${KEYS} Tasten je Feld:`,
  );
  for (const name of Object.keys(pages) as Name[]) {
    const r = results[name];
    const heap = summarize(r.heap);
    console.log(
      `${names[name]} (${r.fields} Felder): Heap nach Aufbau median ${heap.median.toFixed(1)} MB, p95 ${heap.p95.toFixed(1)} MB`,
    );
    report(`  ${names[name]}: Aufbau bis Bild`, r.mount);
    report(`  ${names[name]}: Taste oben, Verarbeitung`, r.top.handling);
    report(`  ${names[name]}: Taste oben, bis Bild`, r.top.samples);
    report(`  ${names[name]}: Taste Zeile 40, Verarbeitung`, r.row40.handling);
    report(`  ${names[name]}: Taste Zeile 40, bis Bild`, r.row40.samples);
  }
  // Components React rendered per key in ScreenForm, counted by a DevTools-style commit hook in a separate load (the
  // hook's walk would distort the times above).
  const counted = await open('ours', countRenders);
  for (const [at, selector] of Object.entries(counted.targets)) {
    await counted.page.locator(selector).click();
    const perKey: number[] = [];
    for (let i = 0; i < 10; i++) {
      await counted.page.evaluate(() => Object.assign(window, { __rendered: 0, __renderedNames: {} }));
      await counted.page.keyboard.press(i % 2 ? 'Backspace' : 'x');
      await counted.page.waitForTimeout(30);
      perKey.push(await counted.page.evaluate(() => (window as unknown as { __rendered: number }).__rendered));
    }
    const byName = await counted.page.evaluate(
      () => (window as unknown as { __renderedNames: Record<string, number> }).__renderedNames,
    );
    console.log(
      `ScreenForm: Komponenten gerendert je Taste (${at === 'top' ? 'oben' : 'Zeile 40'}): median ${summarize(perKey).median}, max ${Math.max(...perKey)}` +
        ` (letzte Taste: ${Object.entries(byName)
          .map(([n, c]) => `${n} ${c}`)
          .join(', ')})`,
    );
  }
  await counted.page.close();
  const m = (n: Name) => ({ name: `${names[n]}`, samples: results[n].mount });
  compare('2 Formular: Aufbau bis Bild', m('ours'), m('rjsf'), 1);
  compare('2 Formular: Aufbau bis Bild (Boden)', m('ours'), m('bare'), 1.5);
  // A key in the positions table paints no more than a key in a header field: the table repaints only the edited cell.
  compare(
    '5 Positionen: Taste Zeile 40 bis Bild gegen Taste oben',
    { name: 'ScreenForm Zeile 40', samples: results.ours.row40.samples },
    { name: 'ScreenForm oben', samples: results.ours.top.samples },
    1.3,
  );
  compare(
    '2 Formular: Taste in Zeile 40',
    { name: 'ScreenForm Verarbeitung', samples: results.ours.row40.handling },
    { name: 'bare Inputs Verarbeitung', samples: results.bare.row40.handling },
    2,
  );
}
