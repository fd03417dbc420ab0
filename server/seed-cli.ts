import { resolve } from 'node:path';
import { createDb, migrate, pgliteDataDir, seed, vacuum } from './db';
import { generateOrders } from './db/orders';

// `npm run seed [-- --orders N]`: prepares the database the server would use (same env) without starting it;
// --orders N adds N generated orders (for benchmarks), spread over the demo users' tenants.
const ordersFlag = process.argv.indexOf('--orders');
const extraOrders = ordersFlag >= 0 ? Number(process.argv[ordersFlag + 1]) : 0;
if (!Number.isInteger(extraOrders) || extraOrders < 0) {
  console.error('Aufruf: npm run seed -- --orders <Anzahl>');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = pgliteDataDir(resolve(process.env.DATA_DIR ?? './data'));

const db = await createDb({ databaseUrl, dataDir });
try {
  const { applied, changed } = await migrate(db);
  console.log(applied.length ? `Migrationen angewendet: ${applied.join(', ')}` : 'Schema ist aktuell.');
  if (changed.length) console.warn(`Nachträglich geänderte Migrationen: ${changed.join(', ')}`);
  const { seeded } = await seed(db);
  console.log(
    seeded
      ? 'Demodaten angelegt (Passwort aller Benutzer: Disponent#2026).'
      : 'Benutzer vorhanden, Demodaten übersprungen.',
  );
  if (extraOrders > 0) {
    const started = Date.now();
    const { rows } = await db.query<{ id: number }>('SELECT DISTINCT mandant_id AS id FROM benutzer ORDER BY 1');
    await generateOrders(db, {
      count: extraOrders,
      mandantIds: rows.map((r) => r.id),
      seed: Date.now() % 100000,
      batch: 5000,
    });
    await vacuum(db);
    console.log(`${extraOrders} Aufträge erzeugt in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await db.close();
}
