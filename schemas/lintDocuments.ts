import { createHash } from 'node:crypto';
import { formatFinding, type Finding, type LintFile } from '../engine/core';
import { lintConfigurationWith } from './lint/lintConfiguration';
import { portalRegistries } from './lint/registries';

/** One finding about a document: its file (as `schemas/…` or `variants/…`), line, JSON pointer and what is wrong. */
export type DocumentProblem = Finding;

/**
 * The checks the server runs at start: the whole configuration linter of `npm run check`, registries included (widget,
 * option-source, action and check ids come from plain id lists, so no React is loaded). Paths are like
 * `schemas/screens/auftragserfassung.screen.json`.
 */
export function lintDocuments(files: LintFile[]): DocumentProblem[] {
  const key = createHash('sha256')
    .update(JSON.stringify(files.map((f) => [f.path, f.text])))
    .digest('hex');
  let findings = checked.get(key);
  if (!findings) checked.set(key, (findings = lintConfigurationWith({ files, registries: portalRegistries() })));
  return findings;
}

// The linter takes about a second; a process building several apps on the same files (tests) lints them once.
const checked = new Map<string, DocumentProblem[]>();

/** A finding as one line: file, line, pointer, message. */
export function formatProblem(problem: DocumentProblem): string {
  return formatFinding(problem);
}
