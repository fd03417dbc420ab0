import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentDirs } from '../../schemas/readDocuments';
import { installDocuments, loadDocuments } from '../documents';
import { writeAtomic } from './files';

/** The outcome of reloading the documents: done, or kept the old ones and why. */
export type ReloadResult = { ok: true } | { ok: false; message: string };

// Every server process on the same folders reads the stamp's identity on each request: a save replaces the file (new
// inode and time), so a process that did not save reloads on its next request (docs/decisions.md).
const stampOf = (dirs: DocumentDirs) => join(dirs.variants, '.dokumente-stand');
// Per variants folder: tests build apps on several copies in one process.
const known = new Map<string, string>();

function signature(dirs: DocumentDirs): string {
  try {
    const s = statSync(stampOf(dirs));
    return `${s.ino}:${s.mtimeMs}:${s.size}`;
  } catch {
    return 'keiner';
  }
}

/** Reads, lints and installs both folders; a failing set keeps the documents in use and says why. */
export function reloadDocuments(dirs: DocumentDirs, log: FastifyBaseLogger): ReloadResult {
  try {
    installDocuments(loadDocuments(dirs));
    log.info({ dirs }, 'Dokumente neu geladen');
    return { ok: true };
  } catch (error) {
    const message = (error as Error).message;
    log.warn({ message }, 'Dokumente nicht neu geladen, die bisherigen bleiben in Kraft');
    return { ok: false, message };
  }
}

/** After a save: reloads here and tells the other processes on the same folders by a new stamp. */
export function reloadAndAnnounce(dirs: DocumentDirs, log: FastifyBaseLogger): ReloadResult {
  const result = reloadDocuments(dirs, log);
  writeAtomic(stampOf(dirs), `${process.pid} ${new Date().toISOString()}\n`);
  known.set(dirs.variants, signature(dirs));
  return result;
}

/** Remembers the stamp the documents in use were loaded under (at start). */
export function rememberStamp(dirs: DocumentDirs): void {
  known.set(dirs.variants, signature(dirs));
}

/** Reloads when another process announced a change since; one stat per call. */
export function reloadIfAnnounced(dirs: DocumentDirs, log: FastifyBaseLogger): void {
  const now = signature(dirs);
  if (now === known.get(dirs.variants)) return;
  known.set(dirs.variants, now);
  reloadDocuments(dirs, log);
}
