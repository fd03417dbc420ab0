/*
 * The order search under concurrency (npm run bench part 'concurrency'): 100,000 orders in the demo user's tenant, each
 * search shape at 1 and 10 connections with a new filter per request (a new date range, so every request counts), the
 * same with one repeated URL (the count cached) beside it, and the database's own time per request (PGlite: the busy time
 * of its thread). PGlite, or PostgreSQL with DATABASE_URL. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gridColumns, rowFieldsOf } from '../../engine/core';
import { buildApp } from '../../server';
import { vacuum, type Db } from '../../server/db';
import { searchOrders, type OrderSearch } from '../../server/orders';
import { documents } from '../../server/documents';
import { bulkLoadOrders } from './bulkLoad';
import { compare, limit, loadHttp } from './index';

const ORDERS = Number(process.env.BENCH_CONCURRENCY_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-concurrency-'));
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const app = await buildApp({ logger: true, logStream: discard, ...(databaseUrl ? { databaseUrl } : { dataDir: dir }) });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Goals per request of the database (ms): half of what its thread spent before (list page 5.5, free text 11). */
const DB_MS = { list: 2.75, text: 5.5 };

/**
 * The statements one search runs (recorded from searchOrders), and the same with the count the search ran before: every
 * matching order up to 10,001 read from the order table, with or without free text.
 */
async function statements(mandant: number, q: OrderSearch): Promise<{ now: Run[]; before: Run[] }> {
  const { db } = app;
  const now: Run[] = [];
  const recorder: Db = {
    ...db,
    query: (sql, params) => (now.push(() => db.query(sql, params)), db.query(sql, params)),
    prepared: (sql, params, options) => (
      now.push(() => db.prepared!(sql, params, options)),
      db.prepared!(sql, params, options)
    ),
  };
  const recorded: Array<[string, unknown[]]> = [];
  const sqlOf: Db = {
    ...recorder,
    prepared: (sql, params, o) => (recorded.push([sql, params ?? []]), recorder.prepared!(sql, params, o)),
  };
  await searchOrders(sqlOf, mandant, q);
  const [countSql, params] = recorded[0];
  const words = params.slice(3);
  const previous = `SELECT count(*)::int AS n FROM (SELECT 1 FROM auftrag a WHERE a.mandant_id = $1 AND a.datum >= $2::date AND a.datum < ($3::date + 1)${words.map((_, i) => ` AND a.suchtext LIKE $${4 + i}`).join('')} LIMIT 10001) t`;
  if (!/auftrag_tageszahl|LIMIT 1001\)/.test(countSql)) throw new Error(`Unerwartete Zählung: ${countSql}`);
  return {
    now,
    before: [() => db.prepared!(previous, params, words.length ? { plan: 'custom' } : undefined), ...now.slice(1)],
  };
}
type Run = () => Promise<unknown>;

/** The database thread's busy ms per run of `runs`, both ways interleaved run by run (PGlite in its worker only). */
async function dbTimes(a: Run[], b: Run[], rounds = 20): Promise<[number[], number[]]> {
  const busy = app.db.busyMs!;
  const out: [number[], number[]] = [[], []];
  for (let i = 0; i < rounds + 2; i++) {
    for (const [k, runs] of [a, b].entries()) {
      const start = await busy();
      for (const run of runs) await run();
      if (i >= 2) out[k].push((await busy()) - start);
    }
  }
  return out;
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
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
  });
  const headers = { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
  const list = documents().columns('auftragsresearch');
  const felder = rowFieldsOf(list, gridColumns(list, documents().profile.grid.columnWidth))!.join(',');
  // 5,000 different periods around the last 16 days: more than 10 connections ask for within the count cache's 5 s.
  const periods = Array.from(
    { length: 5000 },
    (_, i) => `datumVon=${day(-10 - (i % 50))}&datumBis=${day(5 + Math.floor(i / 50))}`,
  );
  const shapes: Array<[string, string, keyof typeof DB_MS]> = [
    ['Suchseite à 50, Listenspalten', '', 'list'],
    ['Freitext "REF-1"', 'query=REF-1', 'text'],
    ['Freitext häufiges Wort "spielwaren"', 'query=spielwaren', 'text'],
    ['Freitext seltenes Wort "hamburg"', 'query=hamburg', 'text'],
  ];
  console.log(
    `\n${ORDERS.toLocaleString('de-DE')} Aufträge, ${engine}, ${SECONDS} s je Zahl; neuer Filter = neuer Zeitraum je Anfrage (Zählung jedes Mal), Cache = dieselbe URL (Zählung aus dem 5-s-Cache):`,
  );
  for (const [name, query, kind] of shapes) {
    const urls = periods.map(
      (p) => `${base}/api/auftraege/search?${p}&page=1&searchLimit=50&felder=${felder}&${query}`,
    );
    // The database's time per request: its thread's busy time over 60 sequential requests with new filters.
    let dbMs: number | undefined;
    if (app.db.busyMs) {
      const before = await app.db.busyMs();
      for (let i = 0; i < 60; i++) await (await fetch(urls[2500 + i], { headers })).text();
      dbMs = ((await app.db.busyMs()) - before) / 60;
      // The search's statements against the same with the count it ran before, through the driver, in the same run.
      const word = new URLSearchParams(query).get('query') ?? undefined;
      const q = { datumVon: day(-10), datumBis: day(5), page: 1, searchLimit: 50, felder, query: word };
      const { now, before: previous } = await statements(mandant, q);
      const [ours, theirs] = await dbTimes(now, previous);
      compare(
        `2 ${engine} ${name}: Datenbankzeit der Statements, Zählung jetzt / vorher`,
        { name: 'Zählung jetzt', samples: ours },
        { name: 'Zählung vorher (bis 10.001 Aufträge)', samples: theirs },
        0.5,
      );
    }
    const one = await loadHttp(urls, headers, 1, SECONDS * 1000);
    const ten = await loadHttp(urls, headers, 10, SECONDS * 1000);
    const cached = await loadHttp(urls[0], headers, 10, SECONDS * 1000);
    const fmt = (f: { rps: number; p99: number }) =>
      `${f.rps.toFixed(0).padStart(4)}/s p99 ${f.p99.toFixed(0).padStart(4)} ms`;
    console.log(
      `  ${name.padEnd(38)} neuer Filter: 1 Verb. ${fmt(one)}, 10 Verb. ${fmt(ten)} (${(ten.rps / one.rps).toFixed(2)}×)   Cache 10 Verb. ${fmt(cached)}${dbMs === undefined ? '' : `   Datenbank ${dbMs.toFixed(2)} ms je Anfrage`}`,
    );
    limit(`2 ${engine} ${name}: 10 Verb. / 1 Verb. (neuer Filter)`, ten.rps / one.rps, '×', 1, true);
    limit(`2 ${engine} ${name}: p99 bei 10 Verb. (neuer Filter)`, ten.p99, 'ms', 250);
    if (dbMs !== undefined) limit(`2 ${engine} ${name}: Datenbankzeit je Anfrage`, dbMs, 'ms', DB_MS[kind]);
  }
} finally {
  await app.close();
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
