import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LintFile } from '../engine/core';
import { composeDocuments, type PartOrigin } from './compose';
import type { DocumentProblem } from './lintDocuments';

/** The two document folders: `schemas/` and `variants/` of the checkout, or copies (tests). */
export interface DocumentDirs {
  schemas: string;
  variants: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

/** The documents of both folders, includes resolved, with the files as read (for the linter). */
export interface ReadDocuments {
  /** Every document that is no part (`*.part.json`), keyed `schemas/<rel>` and `variants/<rel>`, its includes resolved. */
  documents: Map<string, unknown>;
  /** Per composed document: the part files it is made of (for explain's file and pointer). */
  origins: Map<string, PartOrigin[]>;
  /** Every file's text as read, parts among them. */
  files: LintFile[];
  /** Files that are no JSON, with line and column. */
  problems: DocumentProblem[];
}

/**
 * Reads every *.json below both folders (found by folder, no index lists), keyed `schemas/<rel>` and `variants/<rel>`
 * whatever the folders' real place, and resolves their includes (schemas/compose). A file that is no JSON becomes a
 * problem with its line and column; an include that fails leaves its document out (the linter names the include).
 */
export function readDocuments(dirs: DocumentDirs): ReadDocuments {
  const parsed = new Map<string, unknown>();
  const files: LintFile[] = [];
  const problems: DocumentProblem[] = [];
  for (const [prefix, dir] of [
    ['schemas', dirs.schemas],
    ['variants', dirs.variants],
  ] as const) {
    for (const path of jsonFiles(dir)) {
      const file = `${prefix}/${relative(dir, path).split('\\').join('/')}`;
      const text = readFileSync(path, 'utf8');
      files.push({ path: file, text });
      try {
        parsed.set(file, JSON.parse(text));
      } catch (error) {
        problems.push({
          file,
          pointer: '',
          message: `kein gültiges JSON (${where(text, error as Error)}): ${(error as Error).message}`,
        });
      }
    }
  }
  const composed = composeDocuments(
    parsed,
    problems.map((p) => p.file),
  );
  return { documents: composed.documents, origins: composed.origins, files, problems };
}

/** Line and column of a JSON syntax error from the position the parser names. */
function where(text: string, error: Error): string {
  const position = Number(/position (\d+)/.exec(error.message)?.[1] ?? NaN);
  if (!Number.isFinite(position)) return 'Position unbekannt';
  const before = text.slice(0, position).split('\n');
  return `Zeile ${before.length}, Spalte ${before[before.length - 1].length + 1}`;
}
