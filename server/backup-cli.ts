import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDb, pgliteDataDir, pgliteOptions } from './db';
import { DEFAULT_DATA_DIR, requestBackup } from './operations';

// `npm run backup -- <file>` / `npm run restore -- <file>` for the embedded PGlite database (docs/operations.md).
const [command, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !file) {
  console.error('Aufruf: npm run backup -- <datei.tar.gz>  |  npm run restore -- <datei.tar.gz>');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL ist gesetzt: PostgreSQL sichern Sie mit pg_dump -Fc (Rücksicherung pg_restore), siehe docs/operations.md.',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
const pgDir = pgliteDataDir(dataDir);
const target = resolve(file);

if (command === 'backup') {
  // A running server hands out its own consistent copy; otherwise the folder is opened directly (nobody else holds it).
  let bytes = await requestBackup(dataDir);
  const viaServer = bytes !== undefined;
  if (!bytes) {
    if (!existsSync(pgDir)) throw new Error(`Keine Datenbank in ${pgDir}.`);
    const db = await createPgliteDb(pgDir);
    try {
      bytes = await db.dump!();
    } finally {
      await db.close();
    }
  }
  // Written beside the target and renamed, so a half-written file never looks like a backup.
  const part = join(dirname(target), `.${Date.now()}.backup-part`);
  writeFileSync(part, bytes);
  renameSync(part, target);
  console.log(
    `Sicherung geschrieben: ${target} (${(bytes.length / 1e6).toFixed(1)} MB, ${viaServer ? 'vom laufenden Server' : 'Server lief nicht'}).`,
  );
} else {
  if (await requestBackup(dataDir).catch(() => new Uint8Array())) {
    console.error('Der Server läuft noch: beenden Sie ihn vor der Rücksicherung (systemctl stop disponent-online).');
    process.exit(1);
  }
  // The current folder is kept beside the restored one until the operator deletes it.
  const kept =
    existsSync(pgDir) && readdirSync(pgDir).length
      ? `${pgDir}.vor-ruecksicherung-${new Date().toISOString().replace(/[:.]/g, '-')}`
      : undefined;
  if (kept) renameSync(pgDir, kept);
  const blob = new Blob([new Uint8Array(readFileSync(target))], { type: 'application/x-gzip' });
  const pg = new PGlite({ dataDir: pgDir, loadDataDir: blob, ...pgliteOptions() });
  await pg.waitReady;
  const { rows } = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
  await pg.close();
  console.log(
    `Rückgesichert nach ${pgDir} (${rows[0].n} Aufträge).${kept ? ` Der vorige Stand liegt in ${kept}.` : ''}`,
  );
}
