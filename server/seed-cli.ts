import { resolve } from 'node:path';
import { createDb, migrate, pgliteDataDir, seed } from './db';

// `npm run seed`: prepares the database the server would use (same env) without starting it.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = pgliteDataDir(resolve(process.env.DATA_DIR ?? './data'));

const db = await createDb({ databaseUrl, dataDir });
try {
  const { applied, changed } = await migrate(db);
  console.log(applied.length ? `Migrationen angewendet: ${applied.join(', ')}` : 'Schema ist aktuell.');
  if (changed.length) console.warn(`Nachträglich geänderte Migrationen: ${changed.join(', ')}`);
  const { seeded } = await seed(db);
  console.log(seeded ? 'Demodaten angelegt (Passwort aller Benutzer: Disponent#2026).' : 'Benutzer vorhanden, Demodaten übersprungen.');
} finally {
  await db.close();
}
