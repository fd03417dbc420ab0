/* Bench only: a PGlite folder with the demo data and `count` orders in the demo user's tenant, as the search part seeds. */
import { buildApp } from '../../server';
import { vacuum } from '../../server/db';
import { bulkLoadOrders } from './bulkLoad';

/** Fills `dataDir` up to `count` orders (all in the demo user's tenant, spread over 60 days); keeps what is there. */
export async function seedOrders(dataDir: string, count: number): Promise<void> {
  const app = await buildApp({ logger: false, dataDir });
  try {
    const {
      rows: [{ id: mandant }],
    } = await app.db.query<{ id: number }>("SELECT mandant_id AS id FROM benutzer WHERE name = 'demo'");
    const {
      rows: [{ n }],
    } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
    if (n < count) {
      const f = await bulkLoadOrders(app.db, { count: count - n, mandantIds: [mandant], batch: 5000, seed: count });
      console.log(
        `  ${(count - n).toLocaleString('de-DE')} Aufträge erzeugt: ${f.insertSeconds.toFixed(0)} s einfügen, ${f.indexSeconds.toFixed(0)} s ${f.indexes} Indexe bauen`,
      );
    }
    // What the server's maintenance does every 10 minutes (server/db/maintenance.ts).
    await vacuum(app.db);
  } finally {
    await app.close();
  }
}
