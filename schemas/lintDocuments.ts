import { createHash } from 'node:crypto';
import { formatFinding, isKnownOperation, type Finding, type LintFile } from '../engine/core';
import { lintConfigurationWith } from './lint/lintConfiguration';

/** One finding about a document: its file (as `schemas/…` or `variants/…`), line, JSON pointer and what is wrong. */
export type DocumentProblem = Finding;

/**
 * The checks the server runs at start: the configuration linter of `npm run check` with the engine's JSON-Logic
 * operations as registry. Widget, option-source and action ids need the browser's registries; `npm run check` (and CI)
 * checks them. Paths are like `schemas/screens/auftrag.screen.json`.
 */
export function lintDocuments(files: LintFile[]): DocumentProblem[] {
  const key = createHash('sha256').update(JSON.stringify(files.map((f) => [f.path, f.text]))).digest('hex');
  let findings = checked.get(key);
  if (!findings) checked.set(key, findings = lintConfigurationWith({ files, registries: { isOperation: isKnownOperation }, indexes: false }));
  return findings;
}

// The linter takes about a second; a process building several apps on the same files (tests) lints them once.
const checked = new Map<string, DocumentProblem[]>();

/** A finding as one line: file, line, pointer, message. */
export function formatProblem(problem: DocumentProblem): string {
  return formatFinding(problem);
}
