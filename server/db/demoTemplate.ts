// The demo database as a cached template: API tests and `npm run explain` restore it instead of seeding (≈20 s).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { pgliteDb, pgliteOptions } from './pglite';
import { seed } from './seed';
import type { Db } from './types';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_DIR = join(REPO, '.tmp');
// Everything that shapes the template's content; changing any of it rebuilds the cache.
const SOURCE_DIRS = ['server/db', 'server/data', 'server/auth', 'server/dispatch'];
const SOURCE_FILES = ['package-lock.json'];
const STALE_LOCK_MS = 120_000;

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * A hash of everything that shapes the demo database (migrations, seed, reference data, lock file) and of the UTC day it is
 * built on: the demo orders lie in the days before the seed, and tests find them in the list's range around today.
 */
export async function templateKey(now = new Date()): Promise<string> {
  const hash = createHash('sha256').update(now.toISOString().slice(0, 10));
  const dirFiles = (await Promise.all(SOURCE_DIRS.map((d) => listFiles(join(REPO, d))))).flat();
  const files = [...SOURCE_FILES.map((f) => join(REPO, f)), ...dirFiles].sort();
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Buffer> {
  const pg = new PGlite(pgliteOptions());
  const db = pgliteDb(pg);
  await migrate(db);
  await seed(db);
  // Leaves only the WAL segments PGlite needs, so every restore unpacks less.
  await pg.exec('CHECKPOINT');
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  return Buffer.from(await dump.arrayBuffer());
}

async function removeOtherTemplates(keep: string): Promise<void> {
  const stale = (await readdir(CACHE_DIR)).filter(
    (f) => /^pglite-template-\w+\.tgz$/.test(f) && join(CACHE_DIR, f) !== keep,
  );
  await Promise.all(stale.map((f) => rm(join(CACHE_DIR, f), { force: true })));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Test files run in parallel workers; a lock file makes exactly one of them build the template.
async function loadOrBuild(): Promise<Buffer> {
  await mkdir(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `pglite-template-${await templateKey()}.tgz`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return readFile(file);
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lock, { force: true });
      await sleep(200);
      continue;
    }
    try {
      const buf = await buildTemplate();
      // Write then rename so no reader ever sees a half-written file.
      await writeFile(`${file}.${process.pid}`, buf);
      await rename(`${file}.${process.pid}`, file);
      await removeOtherTemplates(file);
      return buf;
    } finally {
      await rm(lock, { force: true });
    }
  }
}

let template: Promise<Buffer> | undefined;

/** The gzip'd data dir of a migrated and seeded database, built once per source state (cached in .tmp/). */
export function getTemplate(): Promise<Buffer> {
  template ??= loadOrBuild();
  return template;
}

/** A fresh in-memory PGlite database with the demo data, restored from the cached template (about 1 s once it exists). */
export async function restoreDemoDb(): Promise<{ db: Db; pglite: PGlite }> {
  const buf = await getTemplate();
  // Without the gzip MIME type PGlite treats the blob as a plain tar and never becomes ready.
  const pglite = new PGlite({
    ...pgliteOptions(),
    loadDataDir: new Blob([new Uint8Array(buf)], { type: 'application/x-gzip' }),
  });
  await pglite.waitReady;
  return { db: pgliteDb(pglite), pglite };
}
