/* Bench only: a million generated orders in minutes, with the server's schema unchanged at the end. */
import type { Db } from '../../server/db';
import { generateOrders, type GenerateOptions } from '../../server/db/orders';

/** Progress and time of the phases, printed by the bench. */
export interface BulkLoadFigures {
  insertSeconds: number;
  indexSeconds: number;
  indexes: number;
}

/**
 * Generates orders with the table's secondary indexes dropped and built again afterwards (the same definitions, read
 * from the catalogue, so the schema ends exactly as the migrations left it), and a CHECKPOINT after every batch:
 * 35 indexes (two trigram GINs among them) maintained row by row made a million orders take over 50 minutes, and
 * PGlite's WAL grew to 7.6 GB because its single-user backend never checkpoints on its own. Indexes backing a
 * constraint stay (the generator's ON CONFLICT needs the unique one).
 */
export async function bulkLoadOrders(
  db: Db,
  options: GenerateOptions,
  log = (line: string) => console.log(line),
): Promise<BulkLoadFigures> {
  const { rows: indexes } = await db.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS def FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = 'auftrag'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY c.relname`,
  );
  const started = Date.now();
  let insertSeconds = 0;
  try {
    for (const { name } of indexes) await db.exec(`DROP INDEX ${name}`);
    let last = Date.now();
    await generateOrders(db, {
      ...options,
      afterBatch: async (done) => {
        await db.exec('CHECKPOINT');
        if (Date.now() - last > 30_000) {
          last = Date.now();
          log(`    ${done.toLocaleString('de-DE')} Aufträge nach ${((last - started) / 1000).toFixed(0)} s`);
        }
      },
    });
    insertSeconds = (Date.now() - started) / 1000;
  } finally {
    // Built again even when generating failed: the data directory is kept between runs.
    await db.exec("SET maintenance_work_mem = '512MB'");
    for (const { def } of indexes) {
      await db.exec(def);
      await db.exec('CHECKPOINT');
    }
  }
  return { insertSeconds, indexSeconds: (Date.now() - started) / 1000 - insertSeconds, indexes: indexes.length };
}
