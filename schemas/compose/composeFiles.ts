import { lineOf, originOf, parseJsonSource, type Finding, type LintFile } from '../../engine/core';

type JsonSource = ReturnType<typeof parseJsonSource>;
import { composeDocuments, isPart } from './composeDocuments';

/** The linter's view of composed files: what to lint, the findings of composing, and how to place a finding in its part. */
export interface ComposedFiles {
  /** The files to lint: each document composed (JSON text), parts left out; a file that is no JSON as it is. */
  files: LintFile[];
  /** Missing, cyclic or malformed includes and parts no document includes, with their lines. */
  findings: Finding[];
  /** Ids of screen and column documents left out for an include problem (their overlays are not checked either). */
  broken: { screens: string[]; columns: string[] };
  /** A finding about a composed document, moved to the part file it lies in, with that file's line. */
  place(finding: Finding): Finding;
}

/** Composes the lint files' documents (see composeDocuments) and keeps their texts to name lines of the part files. */
export function composeFiles(given: LintFile[]): ComposedFiles {
  const sources = new Map<string, JsonSource>();
  const values = new Map<string, unknown>();
  const unparsed: string[] = [];
  for (const file of given) {
    try {
      const source = parseJsonSource(file.text);
      sources.set(file.path, source);
      values.set(file.path, source.value);
    } catch {
      unparsed.push(file.path);
    }
  }
  const composed = composeDocuments(values, unparsed);
  const line = (file: string, pointer: string) => {
    const s = sources.get(file);
    return s ? lineOf(s, pointer) : undefined;
  };
  const files = given
    .filter((f) => !composed.broken.has(f.path) && !(isPart(f.path) && sources.has(f.path)))
    .map((f) =>
      composed.origins.has(f.path)
        ? { path: f.path, text: JSON.stringify(composed.documents.get(f.path), null, 1) }
        : f,
    );
  const idsOf = (meta: string) =>
    [...composed.broken]
      .filter((p) => String((values.get(p) as { $schema?: unknown }).$schema ?? '').endsWith(meta))
      .map((p) => String((values.get(p) as { id?: unknown }).id));
  return {
    files,
    findings: composed.problems.map((p) => ({
      file: p.file,
      pointer: p.pointer,
      line: line(p.file, p.pointer === '/' ? '' : p.pointer),
      message: p.message,
    })),
    broken: { screens: idsOf('screen.schema.json'), columns: idsOf('columns.schema.json') },
    place(finding) {
      const origins = composed.origins.get(finding.file);
      if (!origins || finding.pointer === undefined) return finding;
      const placed = originOf(origins, finding.file, finding.pointer);
      return { ...finding, file: placed.file, pointer: placed.pointer || '/', line: line(placed.file, placed.pointer) };
    },
  };
}
