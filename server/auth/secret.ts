import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db';

/** Where resolveJwtSecret may persist a generated secret. */
export interface SecretSources {
  /** PGlite data folder: the secret goes to <dataDir>/jwt-secret (mode 600). */
  dataDir?: string;
  /** Used when there is no dataDir (PostgreSQL or an injected Db): app_setting row. */
  db: Db;
}

const SETTING_KEY = 'jwt-secret';

function generate(): string {
  return randomBytes(48).toString('base64url');
}

async function fromFile(dataDir: string): Promise<string> {
  const file = join(dataDir, SETTING_KEY);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep the first secret.
    await writeFile(file, generate(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return (await readFile(file, 'utf8')).trim();
}

async function fromDb(db: Db): Promise<string> {
  await db.query('INSERT INTO app_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SETTING_KEY,
    generate(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [SETTING_KEY]);
  return rows[0].value;
}

/** Returns the persisted JWT secret, generating it once so tokens survive restarts. */
export function resolveJwtSecret({ dataDir, db }: SecretSources): Promise<string> {
  return dataDir ? fromFile(dataDir) : fromDb(db);
}
