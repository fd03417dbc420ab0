/*
 * Fairness (npm run bench part 'fair'): the order list of one user (the demo user's tenant of 100,000 orders, a new date
 * range per request) alone and while another user runs long work — the monthly export of those 100,000 orders, the address
 * import of 10,000 rows, an admin's rebuild of the order search index (Info tab) — each p95 as a ratio to the list alone,
 * measured in the same run. PGlite, or PostgreSQL with
 * DATABASE_URL. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gridColumns, rowFieldsOf } from '../../engine/core';
import { buildApp } from '../../server';
import { statementQueue, vacuum } from '../../server/db';
import { documents } from '../../server/documents';
import { repeatInBackground } from './background';
import { bulkLoadOrders } from './bulkLoad';
import { compare, loadHttp, summarize } from './index';

const ORDERS = Number(process.env.BENCH_FAIR_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3) * 2;
const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-fair-'));
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const app = await buildApp({ logger: true, logStream: discard, ...(databaseUrl ? { databaseUrl } : { dataDir: dir }) });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function token(username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Disponent#2026' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

try {
  const {
    rows: [{ id: mandant }],
  } = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
  const {
    rows: [{ n }],
  } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag WHERE mandant_id = $1', [mandant]);
  if (n < ORDERS) {
    const f = await bulkLoadOrders(app.db, { count: ORDERS - n, mandantIds: [mandant], batch: 5000, seed: ORDERS });
    console.log(`  ${(ORDERS - n).toLocaleString('de-DE')} Aufträge erzeugt (${f.insertSeconds.toFixed(0)} s)`);
  }
  await vacuum(app.db);
  const {
    rows: [span],
  } = await app.db.query<{ von: string; bis: string }>(
    "SELECT to_char(min(datum), 'YYYY-MM-DD') AS von, to_char(max(datum), 'YYYY-MM-DD') AS bis FROM auftrag WHERE mandant_id = $1",
    [mandant],
  );
  // The list user: demo, its tenant's order list as the page asks for it, a new Datum bis (so a new count) per request.
  const list = documents().columns('auftragsresearch');
  const felder = rowFieldsOf(list, gridColumns(list, documents().profile.grid.columnWidth))!.join(',');
  const urls = Array.from(
    { length: 400 },
    (_, i) =>
      `${base}/api/auftraege/search?datumVon=${day(-10)}&datumBis=${day(5 + i)}&page=1&searchLimit=50&felder=${felder}`,
  );
  const user = await token('demo');
  // The other user: haupt (main tenant), exporting the demo tenant's period and importing addresses into it.
  const other = { ...(await token('haupt')), 'content-type': 'application/json' };
  const rows = JSON.stringify(
    Array.from({ length: 10_000 }, (_, i) => ({
      fremdnummer: String(700000 + i),
      name: `Gleichzeitig ${i} GmbH`,
      strasse: 'Große Elbstraße',
      hausnummer: String(1 + (i % 200)),
      ort: 'Hamburg',
      plz: '22767',
      lkz: 'DE',
    })),
  );
  // The admin of the Info tab: the index update has no body (a JSON content type without one would be refused).
  const admin = await token('admin');
  const jobs: Array<[string, string, { method?: string; headers: Record<string, string>; body?: string }]> = [
    [
      `Monatsexport ${ORDERS.toLocaleString('de-DE')} Aufträge`,
      `${base}/api/auftragexport/exportcsvmtl?datumVon=${span.von}&datumBis=${span.bis}&mandantId=${mandant}`,
      { headers: other },
    ],
    [
      'Adressimport 10.000 Zeilen',
      `${base}/api/adressen/import?mandant_id=${mandant}`,
      { method: 'POST', headers: other, body: rows },
    ],
    ['Index-Aktualisierung der Auftragssuche', `${base}/api/admin/index/update`, { method: 'POST', headers: admin }],
  ];
  console.log(
    `\nFairness (${engine}): Auftragsliste des Benutzers demo (${ORDERS.toLocaleString('de-DE')} Aufträge, neuer Zeitraum je Anfrage, 1 Verbindung, ${SECONDS} s je Zahl in drei Runden abwechselnd) allein und während ein anderer Benutzer arbeitet:`,
  );
  const queue = statementQueue(app.db)!;
  /** The list under load for `ms`, with the server's event-loop delay and the list's wait for a database slot. */
  const measured = async (ms: number) => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const before = { ...queue.stats };
    delay.enable();
    // A short warm-up only: the long work's start (reading and checking the import's body) belongs in the figure.
    const figures = await loadHttp(urls, user, 1, ms, 50);
    delay.disable();
    const statements = queue.stats.interactive - before.interactive;
    return {
      ...figures,
      loopP99: delay.percentile(99) / 1e6,
      loopMax: delay.max / 1e6,
      waitMs: (queue.stats.interactiveWaitMs - before.interactiveWaitMs) / Math.max(1, statements),
    };
  };
  type Figures = Awaited<ReturnType<typeof measured>>;
  const note = (f: Figures[]) =>
    `Ereignisschleife p99 ${Math.max(...f.map((x) => x.loopP99)).toFixed(1)} ms, max ${Math.max(...f.map((x) => x.loopMax)).toFixed(0)} ms; Warten auf die Datenbank ${(f.reduce((a, x) => a + x.waitMs, 0) / f.length).toFixed(2)} ms je Statement`;
  // Alone and during the work in turns (three rounds each), the samples pooled: the machine's other load falls on both.
  const ROUNDS = 3;
  for (const [name, url, init] of jobs) {
    const alone: Figures[] = [];
    const during: Figures[] = [];
    const runs: Awaited<ReturnType<ReturnType<typeof repeatInBackground>['stop']>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(await measured((SECONDS * 1000) / ROUNDS));
      const job = repeatInBackground(url, init);
      during.push(await measured((SECONDS * 1000) / ROUNDS));
      runs.push(...(await job.stop()));
    }
    console.log(`  allein: ${note(alone)}\n  dabei:  ${note(during)}`);
    const done = runs.filter((r) => !r.unfinished);
    const mb = runs.reduce((sum, r) => sum + r.bytes, 0) / 1e6;
    const each = done.length ? ` (je ${(done.reduce((a, r) => a + r.ms, 0) / done.length / 1000).toFixed(1)} s)` : '';
    const rps = (f: Figures[]) => (f.reduce((a, x) => a + x.rps, 0) / f.length).toFixed(0);
    console.log(
      `  ${name}: ${done.length} ganze Läufe in ${SECONDS} s${each}, ${mb.toFixed(1)} MB Antwort; Liste allein ${rps(alone)}/s, dabei ${rps(during)}/s`,
    );
    const p95 = (f: Figures[]) => [summarize(f.flatMap((x) => x.samples)).p95];
    compare(
      `1 Fairness ${engine}: Liste p95 während ${name}`,
      { name: `Liste während ${name}`, samples: p95(during) },
      { name: 'Liste allein', samples: p95(alone) },
      2,
    );
  }
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
