import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateKey } from '../../../server/db/demoTemplate';

const CACHE_DIR = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
const STALE_LOCK_MS = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A PGlite folder with the demo data, seeded once per state of the seed's sources and UTC day (as the API tests' template)
 * by a real server that was then stopped: each portal of the browser tests starts on a copy instead of seeding anew.
 */
export async function seededDataCopy(seed: (dataDir: string) => Promise<void>): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const folder = join(CACHE_DIR, `e2e-data-${await templateKey()}`);
  const lock = `${folder}.lock`;
  while (!existsSync(folder)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another test process seeds; a lock left by a killed run is taken over.
      const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      const building = mkdtempSync(join(tmpdir(), 'don-e2e-seed-'));
      await seed(building);
      // Renamed only when complete, so a half-seeded folder is never copied.
      cpSync(building, `${folder}.part`, { recursive: true, filter: (src) => !lstatSync(src).isSocket() });
      rmSync(building, { recursive: true, force: true });
      renameSync(`${folder}.part`, folder);
      for (const old of readdirSync(CACHE_DIR).filter(
        (f) => /^e2e-data-\w+$/.test(f) && join(CACHE_DIR, f) !== folder,
      )) {
        rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const copy = mkdtempSync(join(tmpdir(), 'don-e2e-'));
  cpSync(folder, copy, { recursive: true, filter: (src) => !lstatSync(src).isSocket() });
  return copy;
}
