import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { germanAjvErrors } from './ajvMessages';
import { ANNOTATIONS, unknownKeywords } from './dataSchema';
import type { JsonSource } from './jsonSource';
import type { LintProblem } from './types';

type Parsed = { path: string; source: JsonSource; doc: Record<string, unknown> };
const nameOf = (path: string) => path.split('/').pop()!;

/** The entity files a schema references by `$ref` (`./address.schema.json#/…` → `address.schema.json`). */
function referenced(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referenced);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string'
      ? child.split('#')[0]
        ? [nameOf(child.split('#')[0])]
        : []
      : referenced(child),
  );
}

/**
 * Entity schemas (JSON Schema drafts) compile strictly, each with all others registered so file $refs resolve. A schema
 * that references (also through others) a schema with a finding of its own, or a file that is no JSON, is not compiled:
 * its compile error would only repeat that finding.
 */
export function lintEntities(entities: Parsed[], unparsed: string[]): Map<string, LintProblem[]> {
  const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true, logger: false }));
  const result = new Map<string, LintProblem[]>();
  for (const e of entities) {
    try {
      ajv.addSchema(e.doc, nameOf(e.path));
    } catch (error) {
      result.set(e.path, [{ pointer: '', message: `Schema ungültig: ${(error as Error).message}` }]);
    }
  }
  for (const e of entities) {
    if (result.has(e.path)) continue;
    const unknown = unknownKeywords(e.doc, '', (key) => ANNOTATIONS.includes(key) || Boolean(ajv.getKeyword(key)));
    if (unknown.length) {
      result.set(e.path, unknown);
      continue;
    }
    if (!ajv.validateSchema(e.doc)) result.set(e.path, germanAjvErrors(ajv.errors));
  }
  const refs = new Map(entities.map((e) => [nameOf(e.path), referenced(e.doc)]));
  const failed = new Set([...unparsed, ...[...result.keys()].map(nameOf)]);
  const reachesFailed = (name: string, seen = new Set<string>()): boolean =>
    (refs.get(name) ?? []).some(
      (r) => r !== name && (failed.has(r) || (!seen.has(r) && (seen.add(r), reachesFailed(r, seen)))),
    );
  for (const e of entities) {
    if (result.has(e.path) || reachesFailed(nameOf(e.path))) continue;
    try {
      ajv.getSchema(nameOf(e.path));
    } catch (error) {
      // A reference that fails in another schema this one uses is that schema's finding, reported when it compiles.
      const from = /from id (\S+)/.exec((error as Error).message)?.[1];
      if (from && nameOf(from) !== nameOf(e.path)) continue;
      const unknown = /unknown keyword: "([^"]+)"/.exec((error as Error).message);
      const missing = (error as { missingRef?: string }).missingRef;
      const message = unknown
        ? `unbekanntes Schlüsselwort '${unknown[1]}'`
        : missing
          ? `Verweis '${missing}' lässt sich nicht auflösen – Dateiname und Pfad unter schemas/entities/ prüfen`
          : `Schema lässt sich nicht übersetzen: ${(error as Error).message}`;
      result.set(e.path, [{ pointer: '', message }]);
    }
  }
  return result;
}
