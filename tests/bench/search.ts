/* Server search latency of the order list at 100k and 1M orders (npm run bench); prints figures, asserts nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server';
import { vacuum } from '../../server/db';
import { generateOrders } from '../../server/db/orders';
import { measure, report } from './index';

const sizes = (process.env.BENCH_ORDERS ?? '100000,1000000').split(',').map(Number).filter((n) => n > 0);
const dir = mkdtempSync(join(tmpdir(), 'don-bench-search-'));
const app = await buildApp({ logger: false, dataDir: dir });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { accessToken } = await (await fetch(`${base}/api/authentication/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
})).json() as { accessToken: string };
const { rows: [{ id: mandant }] } = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `datumVon=${day(-10)}&datumBis=${day(5)}`;
const search = (query: string, page = 1) => () => fetch(`${base}/api/auftraege/search?${range}&page=${page}&searchLimit=13&${query}`, {
  headers: { authorization: `Bearer ${accessToken}` },
}).then((r) => r.text());

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
    console.log(`\n${size.toLocaleString('de-DE')} Aufträge (Erzeugung ${((Date.now() - started) / 1000).toFixed(0)} s), Suche über HTTP, Seite 1 à 13 (alle im Mandanten des Benutzers demo):`);
    report('  Standardsuche (Erfassungsdatum, 16 Tage)', await measure(30, search(''), 3));
    report('  Freitext "hamburg"', await measure(30, search('query=hamburg'), 3));
    report('  Auftragsnummer exakt', await measure(30, search(`query=${5000000 + Math.floor(size / 2)}`), 3));
    report('  sortiert nach Empfänger (Text)', await measure(30, search('sortBy=empfaengerAdresse.name'), 3));
    report('  sortiert nach Gewicht absteigend (Zahl)', await measure(30, search('sortBy=-sumBruttoGewicht'), 3));
    report('  sortiert nach Frankatur, Seite 20', await measure(30, search('sortBy=frankatur.id', 20), 3));
    report('  offene Aufträge, Zustelldatum', await measure(30, search('offeneAuftraege=true&datumTyp=2'), 3));
  }
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
