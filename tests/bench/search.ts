/* Server search latency of the order list at 100k and 1M orders (npm run bench); prints figures, asserts nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../server';
import { vacuum, type Db } from '../../server/db';
import { SEARCH_COUNT_CAP, searchOrders, type OrderSearch } from '../../server/orders';
import { documents } from '../../server/documents';
import { gridColumns, rowFieldsOf } from '../../engine/core';
import { bulkLoadOrders } from './bulkLoad';
import { limit, load, loadHttp, measure, report, reportLoad, summarize } from './index';

const sizes = (process.env.BENCH_ORDERS ?? '100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
// BENCH_DATA_DIR (or a DATABASE_URL) keeps the generated orders for the next run: only the missing ones are generated.
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-search-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const MILLION = 1_000_000;
// The logger as the server runs it (server/server.ts), writing into nothing: its cost per request is part of the figure.
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const app = await buildApp({ logger: true, logStream: discard, ...(databaseUrl ? { databaseUrl } : { dataDir: dir }) });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const listColumns = documents().columns('auftragsresearch');
const {
  rows: [{ id: mandant }],
} = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `datumVon=${day(-10)}&datumBis=${day(5)}`;
let accessToken = '';
/** A fresh token per size: access tokens are short-lived and generating the orders outlasts them. */
async function login(): Promise<void> {
  ({ accessToken } = (await (
    await fetch(`${base}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
    })
  ).json()) as { accessToken: string });
}
/** One search; anything but 200 stops the benchmark rather than timing an error answer. Resolves to the total. */
// A different Datum bis in the future per request of a fresh line: the same orders, but a new filter for the count cache.
let freshDay = 5;
const search =
  (query: string, page = 1, fresh = false) =>
  async () => {
    const dates = fresh ? `datumVon=${day(-10)}&datumBis=${day(++freshDay)}` : range;
    const res = await fetch(`${base}/api/auftraege/search?${dates}&page=${page}&searchLimit=13&${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`Suche ${query} antwortete ${res.status}: ${body.slice(0, 200)}`);
    return Number(res.headers.get('total-search-results'));
  };
/**
 * Measures a search and names its total in the line, so a figure for an empty result cannot pass unnoticed: once as
 * paging the same filter does (the count cached), once as a new filter does (every request counts). At a million
 * orders the p95 of the new filter is recorded against the goal's limit (`goal`, ms).
 */
async function line(name: string, query: string, page = 1, goal?: [string, number]): Promise<void> {
  const total = await search(query, page)();
  report(`  ${name} (${total.toLocaleString('de-DE')})`, await measure(30, search(query, page), 3));
  const fresh = await measure(30, search(query, page, true), 3);
  report('    neuer Filter (mit Zählung)', fresh);
  if (goal) limit(goal[0], summarize(fresh).p95, 'ms p95', goal[1]);
}

/** The statements one search runs, recorded from searchOrders itself, so the floor is exactly the request's SQL. */
async function statementsOf(q: OrderSearch): Promise<Array<() => Promise<unknown>>> {
  const recorded: Array<() => Promise<unknown>> = [];
  const { db } = app;
  const recorder: Db = {
    ...db,
    query: (sql, params) => {
      recorded.push(() => db.query(sql, params));
      return db.query(sql, params);
    },
    ...(db.prepared
      ? {
          prepared: (sql, params, options) => {
            recorded.push(() => db.prepared!(sql, params, options));
            return db.prepared!(sql, params, options);
          },
        }
      : {}),
  };
  await searchOrders(recorder, mandant, q);
  return recorded;
}
/**
 * The count of a new filter as the server runs it (at most SEARCH_COUNT_CAP + 1 rows) against the full count(*) it ran
 * before, through the driver, interleaved sample by sample.
 */
async function countCap(name: string, q: OrderSearch): Promise<void> {
  const { db } = app;
  let count: { sql: string; params?: unknown[] } | undefined;
  const recorder: Db = {
    ...db,
    query: (sql, params) => {
      count ??= { sql, params };
      return db.query(sql, params);
    },
  };
  delete recorder.prepared;
  await searchOrders(recorder, mandant, { datumVon: day(-10), datumBis: day(5), page: 1, searchLimit: 13, ...q });
  const { sql, params } = count!;
  // The same statement with the cap's subquery taken off: the count the server ran before.
  const fullSql = sql.replace(/FROM \(SELECT 1 FROM (auftrag a WHERE .*) LIMIT \d+\) t$/s, 'FROM $1');
  if (fullSql === sql) {
    // Without free text the day counts answer (one row per day of the range): nothing to compare with a cap.
    report(`  Zählung ${name} aus den Tageszahlen`, await measure(10, () => db.query(sql, params), 2));
    return;
  }
  const a: number[] = [],
    b: number[] = [];
  for (let i = 0; i < 12; i++) {
    for (const [text, into] of [
      [sql, a],
      [fullSql, b],
    ] as const) {
      const started = performance.now();
      await db.query(text, params);
      if (i > 1) into.push(performance.now() - started);
    }
  }
  report(`  Zählung ${name}, bis ${(SEARCH_COUNT_CAP + 1).toLocaleString('de-DE')}`, a);
  report(`  Zählung ${name}, alle (vorher)`, b);
}

/** Requests per second of the search page at 1 and 10 connections over HTTP, next to its SQL run directly through the driver. */
async function throughput(size: number): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  console.log(
    `\n${size.toLocaleString('de-DE')} Aufträge, Durchsatz (${seconds} s je Zahl, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; SQL = dieselben Statements direkt über den Treiber):`,
  );
  // What the portal's order list asks for: the fields of its default columns (GET …/search?felder=…).
  const felder = rowFieldsOf(listColumns, gridColumns(listColumns, documents().profile.grid.columnWidth))!.join(',');
  const cases: Array<[string, string, OrderSearch]> = [
    ['Suchseite à 50, ganze Leseform', '', {}],
    ['Suchseite à 50, Listenspalten', `felder=${felder}`, { felder }],
    ['Freitext "REF-1", ganze Leseform', 'query=REF-1', { query: 'REF-1' }],
    ['Freitext "REF-1", Listenspalten', `query=REF-1&felder=${felder}`, { query: 'REF-1', felder }],
  ];
  // Goals: requests per second at 10 connections and their p95, for what the portal asks.
  const goals: Record<string, [string, number]> = {
    [`felder=${felder}`]: [`3 Server: Suchseite 10 Verb. ${engine}`, databaseUrl ? 500 : 200],
    [`query=REF-1&felder=${felder}`]: [`3 Server: Freitext 10 Verb. ${engine}`, 200],
  };
  for (const [name, query, q] of cases) {
    const statements = await statementsOf({ datumVon: day(-10), datumBis: day(5), page: 1, searchLimit: 50, ...q });
    const sql = async () => {
      for (const statement of statements) await statement();
    };
    // The client runs in a worker thread: the figure is the server's, not the server's and its client's on one event loop.
    const url = `${base}/api/auftraege/search?${range}&page=1&searchLimit=50&${query}`;
    for (const connections of [1, 10]) {
      const http = await loadHttp(url, { authorization: `Bearer ${accessToken}` }, connections, seconds * 1000);
      reportLoad(`  ${name}`, connections, http, await load(sql, connections, seconds * 1000));
      const [goal, rps] = goals[query] ?? [];
      if (goal && connections === 10 && size < MILLION) {
        limit(goal, http.rps, 'Anfragen/s', rps!, true);
        limit(`${goal} p95`, http.p95, 'ms', 50);
      }
    }
  }
}

try {
  for (const size of sizes) {
    const {
      rows: [{ n }],
    } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
    const started = Date.now();
    // Worst case for the user: every order in the demo user's own tenant, spread over 60 days.
    if (size > n) {
      const f = await bulkLoadOrders(app.db, { count: size - n, mandantIds: [mandant], batch: 5000, seed: size });
      console.log(
        `  ${(size - n).toLocaleString('de-DE')} Aufträge erzeugt: ${f.insertSeconds.toFixed(0)} s einfügen, ${f.indexSeconds.toFixed(0)} s ${f.indexes} Indexe bauen`,
      );
    }
    // What the server's maintenance does every 10 minutes (server/db/maintenance.ts).
    await vacuum(app.db);
    // The keep-alive connection of the previous size went stale while seeding: one throw-away request renews it.
    await search('')().catch(() => undefined);
    await login();
    console.log(
      `\n${size.toLocaleString('de-DE')} Aufträge (Erzeugung ${((Date.now() - started) / 1000).toFixed(0)} s), Suche über HTTP, Seite 1 à 13 (alle im Mandanten des Benutzers demo; in Klammern die Trefferzahl):`,
    );
    const goal = (name: string, ms: number): [string, number] | undefined =>
      size >= MILLION ? [`4 1 Mio.: ${name} (${engine})`, ms] : undefined;
    await line('Standardsuche (Erfassungsdatum, 16 Tage)', '', 1, goal('Zeitraum', 50));
    await line('Freitext "spielwaren"', 'query=spielwaren', 1, goal('Freitext häufiges Wort', 150));
    await line('Freitext seltener "hamburg"', 'query=hamburg', 1, goal('Freitext seltenes Wort', 150));
    const {
      rows: [{ nr }],
    } = await app.db.query<{ nr: string }>(
      "SELECT spedeigennr AS nr FROM auftrag WHERE mandant_id = $1 AND datum > now() - interval '5 days' ORDER BY id LIMIT 1",
      [mandant],
    );
    await line('Auftragsnummer', `query=${nr}`);
    await line('sortiert nach Empfänger (Text)', 'sortBy=empfaengerAdresse.name', 1, goal('sortiert nach Text', 50));
    await line(
      'sortiert nach Gewicht absteigend (Zahl)',
      'sortBy=-sumBruttoGewicht',
      1,
      goal('sortiert nach Zahl', 50),
    );
    await line('sortiert nach Frankatur, Seite 20', 'sortBy=frankatur.id', 20, goal('sortiert, Seite 20', 50));
    await line('offene Aufträge, Zustelldatum', 'offeneAuftraege=true&datumTyp=2');
    if (size >= MILLION) {
      console.log('\nZählung eines neuen Filters (direkt über den Treiber, abwechselnd; 16 Tage):');
      for (const [name, q] of [
        ['Zeitraum', {}],
        ['"spielwaren"', { query: 'spielwaren' }],
        ['"hamburg"', { query: 'hamburg' }],
        ['"REF-1"', { query: 'REF-1' }],
      ] as const) {
        await countCap(name, q);
      }
    }
    await throughput(size);
  }
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
