import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrations';
import type { Db } from './types';

/** One migration file: version is the numeric prefix, checksum the sha256 of its SQL. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** What migrate() did: newly applied versions and applied files whose SQL changed since. */
export interface MigrateResult {
  applied: string[];
  changed: string[];
}

const FILE_PATTERN = /^(\d{4})_([\w-]+)\.sql$/;
// Arbitrary constant; serialises migrations of several server instances on one PostgreSQL.
const LOCK_KEY = 741_852_963;

/** Reads the migration files in version order. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = FILE_PATTERN.exec(file)!;
      const sql = await readFile(join(dir, file), 'utf8');
      return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Applies pending migrations, each in its own transaction, and records them in schema_migrations. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<MigrateResult> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    varchar(4) PRIMARY KEY,
    name       text NOT NULL,
    checksum   char(64) NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const result: MigrateResult = { applied: [], changed: [] };
  for (const m of await loadMigrations(dir)) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Re-read under the lock: another instance may have applied it meanwhile.
      const { rows } = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [m.version],
      );
      if (rows.length > 0) {
        if (rows[0].checksum !== m.checksum) result.changed.push(`${m.version}_${m.name}`);
        return;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      result.applied.push(`${m.version}_${m.name}`);
    });
  }
  return result;
}
