import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentDirs } from '../../schemas/readDocuments';

/** The name under which the workbench edits the switch catalogue (schemas/config/client-switches.json). */
export const CATALOGUE_NAME = 'client-switches';

/** A file the workbench edits: an overlay of the variants folder or the switch catalogue. */
export interface WorkbenchFile {
  name: string;
  kind: 'overlay' | 'katalog';
  /** The path the linter and the documents name it by (`variants/<name>.json`, `schemas/config/client-switches.json`). */
  path: string;
  /** Where it lies on disk. */
  disk: string;
}

// Overlay file names as the variants folder spells them (auftragserfassung-variante-c); selection.json is no overlay.
const NAME = /^[a-z][a-zA-Z0-9-]{0,79}$/;
const RESERVED = new Set(['selection', 'index']);

/** The file a workbench name stands for, or null for a name that no overlay file may have. */
export function workbenchFile(dirs: DocumentDirs, name: string): WorkbenchFile | null {
  if (name === CATALOGUE_NAME)
    return {
      name,
      kind: 'katalog',
      path: 'schemas/config/client-switches.json',
      disk: join(dirs.schemas, 'config', 'client-switches.json'),
    };
  if (!NAME.test(name) || RESERVED.has(name)) return null;
  return { name, kind: 'overlay', path: `variants/${name}.json`, disk: join(dirs.variants, `${name}.json`) };
}

/** The overlay files of the variants folder, by name, in file name order. */
export function overlayNames(dirs: DocumentDirs): string[] {
  return readdirSync(dirs.variants)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter((n) => workbenchFile(dirs, n) !== null)
    .sort();
}

/** The file's text, or null when it does not exist (a new overlay). */
export function readText(file: WorkbenchFile): string | null {
  return existsSync(file.disk) ? readFileSync(file.disk, 'utf8') : null;
}

// The previous version lies beside the file under a name the document reader skips (it reads *.json only); empty means
// the file did not exist before, so undoing removes it.
const previousOf = (file: WorkbenchFile) => `${file.disk}.vorher`;

/** Whether a previous version is kept that 'Rückgängig' restores. */
export function hasPrevious(file: WorkbenchFile): boolean {
  return existsSync(previousOf(file));
}

/** The previous version: its text, null when the file did not exist before; undefined when none is kept. */
export function previousText(file: WorkbenchFile): string | null | undefined {
  if (!hasPrevious(file)) return undefined;
  const text = readFileSync(previousOf(file), 'utf8');
  return text === '' ? null : text;
}

/** Writes a file whole or not at all: a temporary file beside it, renamed over it (atomic on one file system). */
export function writeAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, 'utf8');
  renameSync(temporary, path);
}

/** Saves the text and keeps the version it replaces (or the note that there was none) for 'Rückgängig'. */
export function saveKeepingPrevious(file: WorkbenchFile, text: string): void {
  writeAtomic(previousOf(file), readText(file) ?? '');
  writeAtomic(file.disk, text);
}

/** Puts the previous version back (removes a file that did not exist before) and forgets it. */
export function restorePrevious(file: WorkbenchFile): void {
  const text = previousText(file);
  if (text === undefined) return;
  if (text === null) rmSync(file.disk, { force: true });
  else writeAtomic(file.disk, text);
  rmSync(previousOf(file), { force: true });
}
