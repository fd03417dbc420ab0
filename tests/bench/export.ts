/*
 * Monthly export of 100,000 orders in one tenant: end to end in headless
 * Chromium on the built page (click to saved download), the same streamed request directly over HTTP, the old OFFSET
 * chunks at a few positions to show their growth, and the server's memory sampled during each export. Asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, DEFAULT_WEB_ROOT } from '../../server';
import { vacuum } from '../../server/db';
import { generateOrders } from '../../server/db/orders';
import { recordCounter } from '../../app/pages/auftragsexport/exportPlan';
import { launchBrowser, loginAs } from '../e2e/helpers';
import { limit, report, summarize } from './index';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html')))
  throw new Error('Kein Build der Seite: vorher `npx vite build` ausführen.');
// BENCH_DATA_DIR keeps the generated orders for the next run.
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-export-'));
// The logger as the server runs it, writing into nothing: its cost is part of the figure.
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const app = await buildApp({ logger: true, logStream: discard, dataDir: dir });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0);

/** Samples this process's memory (the server runs in it; Chromium does not) every 25 ms while `run` runs. */
async function withMemory<T>(run: () => Promise<T>): Promise<{
  result: T;
  ms: number;
  before: NodeJS.MemoryUsage;
  peak: { rss: number; heapUsed: number };
  after: NodeJS.MemoryUsage;
}> {
  // With node --expose-gc (NODE_OPTIONS=--expose-gc) before and after are after a collection, so they show what stays.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  collect();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  }, 25);
  const start = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - start;
    collect();
    return { result, ms, before, peak, after: process.memoryUsage() };
  } finally {
    clearInterval(timer);
  }
}
const memoryLine = (
  name: string,
  m: { before: NodeJS.MemoryUsage; peak: { rss: number; heapUsed: number }; after: NodeJS.MemoryUsage },
) =>
  console.log(
    `  ${name.padEnd(42)} RSS ${mb(m.before.rss)} → Spitze ${mb(m.peak.rss)} → ${mb(m.after.rss)} MB   Heap ${mb(m.before.heapUsed)} → Spitze ${mb(m.peak.heapUsed)} → ${mb(m.after.heapUsed)} MB`,
  );

try {
  const {
    rows: [{ id: mandant }],
  } = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
  const {
    rows: [{ n }],
  } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag WHERE mandant_id = $1', [mandant]);
  if (n < ORDERS) {
    const started = Date.now();
    await generateOrders(app.db, { count: ORDERS - n, mandantIds: [mandant], batch: 5000, seed: 17, days: 30 });
    await vacuum(app.db);
    console.log(
      `${(ORDERS - n).toLocaleString('de-DE')} Aufträge erzeugt (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  // The period holding every order of the tenant (the generator spreads them over the 30 days before it ran).
  const {
    rows: [span],
  } = await app.db.query<{ von: string; bis: string }>(
    "SELECT to_char(min(datum), 'YYYY-MM-DD') AS von, to_char(max(datum), 'YYYY-MM-DD') AS bis FROM auftrag WHERE mandant_id = $1",
    [mandant],
  );
  const { accessToken } = (await (
    await fetch(`${base}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
    })
  ).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const q = `datumVon=${span.von}&datumBis=${span.bis}`;
  const total = (await (await fetch(`${base}/api/auftragexport/countexportcsvmtl?${q}`, { headers })).json()) as number;
  console.log(
    `\nMonatsexport ${total.toLocaleString('de-DE')} Aufträge eines Mandanten (${span.von} bis ${span.bis}, PGlite), Speicher des Servers (RSS, Heap):`,
  );

  // Directly over HTTP: the streamed answer read as the page reads it, counting records.
  const http: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const m = await withMemory(async () => {
      const res = await fetch(`${base}/api/auftragexport/exportcsvmtl?${q}`, { headers });
      if (!res.ok || !res.body) throw new Error(`Export antwortete ${res.status}`);
      const count = recordCounter();
      let records = 0;
      let bytes = 0;
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        records = count(read.value);
        bytes += read.value.length;
      }
      if (records !== total + 1) throw new Error(`Export lieferte ${records - 1} statt ${total} Aufträge`);
      return bytes;
    });
    http.push(m.ms);
    memoryLine(`HTTP gestreamt, Lauf ${i + 1}: ${(m.ms / 1000).toFixed(1)} s (${(m.result / 1e6).toFixed(1)} MB)`, m);
  }
  report('  HTTP: ganzer Zeitraum gestreamt', http);

  // End to end in Chromium on the built page: click to the saved file.
  const browser = await launchBrowser();
  const browserRuns: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // A fresh page per run: the previous file's blob and parts are not in its memory.
      const page = await browser.newPage({ acceptDownloads: true });
      await loginAs(page, base, 'demo');
      await page.getByRole('button', { name: 'Auftragsmanagement' }).click();
      await page.getByRole('menuitem', { name: 'Monatlicher CSV-Export' }).click();
      const de = (iso: string) => iso.split('-').reverse().join('.');
      for (const [label, value] of [
        ['Datum von', span.von],
        ['Datum bis', span.bis],
      ]) {
        const box = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
        await box.fill(de(value));
        await box.press('Enter');
        await page.keyboard.press('Escape');
      }
      const m = await withMemory(async () => {
        const download = page.waitForEvent('download', { timeout: 600_000 });
        await page.getByRole('button', { name: 'Aufträge als CSV exportieren' }).click();
        const file = await download;
        return (await file.path())!;
      });
      browserRuns.push(m.ms);
      const lines = readFileSync(m.result, 'utf8').split('\r\n').length - 2;
      const shown = await page.getByRole('status', { name: 'Exportierte Aufträge' }).textContent();
      memoryLine(
        `Browser, Lauf ${i + 1}: ${(m.ms / 1000).toFixed(1)} s (${lines.toLocaleString('de-DE')} Zeilen, Anzeige ${shown})`,
        m,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  report('  Browser: Klick bis gespeicherte Datei', browserRuns);

  // The old transport: chunks of 100 by OFFSET; each skips the rows before it, so late chunks cost more.
  const chunk = (min: number) => async () => {
    const res = await fetch(`${base}/api/auftragexport/exportcsvmtl?${q}&min=${min}&max=${min + 100}`, { headers });
    await res.text();
  };
  const positions = [0, Math.floor(total / 2 / 100) * 100, Math.floor((total - 1) / 100) * 100];
  const medians: number[] = [];
  for (const min of positions) {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await chunk(min)();
      samples.push(performance.now() - t);
    }
    report(`  alt: Abschnitt à 100 ab Position ${min.toLocaleString('de-DE')} (OFFSET)`, samples);
    medians.push(summarize(samples).median);
  }
  // Chunk time grows about linearly with the offset: the mean of first and last times the number of chunks.
  const old = (((medians[0] + medians[2]) / 2) * Math.ceil(total / 100)) / 1000;
  console.log(
    `  alt geschätzt: ${Math.ceil(total / 100)} Abschnitte ≈ ${old.toFixed(0)} s (nur die Anfragen, ohne Browser)`,
  );

  limit('4 Monatsexport 100.000 Aufträge im Browser', summarize(browserRuns).median / 1000, 's', 20);
  console.log(
    `     (p95 ${(summarize(browserRuns).p95 / 1000).toFixed(1)} s; HTTP allein Median ${(summarize(http).median / 1000).toFixed(1)} s; alt per OFFSET ≈ ${old.toFixed(0)} s)`,
  );
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
