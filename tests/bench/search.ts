/* Server search latency of the order list at 100k and 1M orders (npm run bench); prints figures, asserts nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../server';
import { vacuum, type Db } from '../../server/db';
import { generateOrders } from '../../server/db/orders';
import { searchOrders, type OrderSearch } from '../../server/orders';
import { load, measure, report, reportLoad } from './index';

const sizes = (process.env.BENCH_ORDERS ?? '100000,1000000').split(',').map(Number).filter((n) => n > 0);
// BENCH_DATA_DIR keeps the generated orders for the next run (generating a million takes about 25 minutes).
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-search-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
// The logger as the server runs it (server/server.ts), writing into nothing: its cost per request is part of the figure.
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const app = await buildApp({ logger: true, logStream: discard, ...(databaseUrl ? { databaseUrl } : { dataDir: dir }) });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { rows: [{ id: mandant }] } = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `datumVon=${day(-10)}&datumBis=${day(5)}`;
let accessToken = '';
/** A fresh token per size: access tokens are short-lived and generating the orders outlasts them. */
async function login(): Promise<void> {
  ({ accessToken } = await (await fetch(`${base}/api/authentication/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
  })).json() as { accessToken: string });
}
/** One search; anything but 200 stops the benchmark rather than timing an error answer. Resolves to the total. */
const search = (query: string, page = 1) => async () => {
  const res = await fetch(`${base}/api/auftraege/search?${range}&page=${page}&searchLimit=13&${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`Suche ${query} antwortete ${res.status}: ${body.slice(0, 200)}`);
  return Number(res.headers.get('total-search-results'));
};
/** Measures a search and names its total in the line, so a figure for an empty result cannot pass unnoticed. */
async function line(name: string, query: string, page = 1): Promise<void> {
  const total = await search(query, page)();
  report(`  ${name} (${total.toLocaleString('de-DE')})`, await measure(30, search(query, page), 3));
}

/** The statements one search runs, recorded from searchOrders itself, so the floor is exactly the request's SQL. */
async function statementsOf(q: OrderSearch): Promise<Array<[string, unknown[] | undefined]>> {
  const recorded: Array<[string, unknown[] | undefined]> = [];
  const recorder: Db = { ...app.db, query: (sql, params) => { recorded.push([sql, params]); return app.db.query(sql, params); } };
  await searchOrders(recorder, mandant, q);
  return recorded;
}
/** Requests per second of the search page at 1 and 10 connections over HTTP, next to its SQL run directly through the driver. */
async function throughput(size: number): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  console.log(`\n${size.toLocaleString('de-DE')} Aufträge, Durchsatz (${seconds} s je Zahl, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; SQL = dieselben Statements direkt über den Treiber):`);
  const cases: Array<[string, string, OrderSearch]> = [
    ['Suchseite à 50 (Standardsuche)', '', {}],
    ['Freitext "REF-1"', 'query=REF-1', { query: 'REF-1' }],
  ];
  for (const [name, query, q] of cases) {
    const statements = await statementsOf({ datumVon: day(-10), datumBis: day(5), page: 1, searchLimit: 50, ...q });
    const sql = async () => { for (const [text, params] of statements) await app.db.query(text, params); };
    const http = () => fetch(`${base}/api/auftraege/search?${range}&page=1&searchLimit=50&${query}`, { headers: { authorization: `Bearer ${accessToken}` } })
      .then(async (r) => { const body = await r.text(); if (!r.ok) throw new Error(`Suche antwortete ${r.status}: ${body.slice(0, 200)}`); });
    for (const connections of [1, 10]) {
      reportLoad(`  ${name}`, connections, await load(http, connections, seconds * 1000), await load(sql, connections, seconds * 1000));
    }
  }
}

try {
  for (const size of sizes) {
    const { rows: [{ n }] } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
    const started = Date.now();
    // Worst case for the user: every order in the demo user's own tenant, spread over 60 days.
    await generateOrders(app.db, { count: size - n, mandantIds: [mandant], batch: 5000, seed: size });
    // What the server's maintenance does every 10 minutes (server/db/maintenance.ts).
    await vacuum(app.db);
    // The keep-alive connection of the previous size went stale while seeding: one throw-away request renews it.
    await search('')().catch(() => undefined);
    await login();
    console.log(`\n${size.toLocaleString('de-DE')} Aufträge (Erzeugung ${((Date.now() - started) / 1000).toFixed(0)} s), Suche über HTTP, Seite 1 à 13 (alle im Mandanten des Benutzers demo; in Klammern die Trefferzahl):`);
    await line('Standardsuche (Erfassungsdatum, 16 Tage)', '');
    await line('Freitext "spielwaren"', 'query=spielwaren');
    await line('Freitext ohne Treffer', 'query=hamburg');
    const { rows: [{ nr }] } = await app.db.query<{ nr: string }>(
      "SELECT spedeigennr AS nr FROM auftrag WHERE mandant_id = $1 AND datum > now() - interval '5 days' ORDER BY id LIMIT 1", [mandant]);
    await line('Auftragsnummer', `query=${nr}`);
    await line('sortiert nach Empfänger (Text)', 'sortBy=empfaengerAdresse.name');
    await line('sortiert nach Gewicht absteigend (Zahl)', 'sortBy=-sumBruttoGewicht');
    await line('sortiert nach Frankatur, Seite 20', 'sortBy=frankatur.id', 20);
    await line('offene Aufträge, Zustelldatum', 'offeneAuftraege=true&datumTyp=2');
    await throughput(size);
  }
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
