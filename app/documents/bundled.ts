import { overlaysOf, type VariantOverlay } from '../../engine/core';
import { composeDocuments } from '../../schemas/compose';
import { DOCUMENT_NAMES, installDocuments, type DocumentName, type LoadedDocument } from './documents';

// Every document of both folders, found by folder as the server finds them (server/documents/documentSet.ts): a new
// screen or overlay file reaches unit tests and Storybook with no entry in TypeScript. Meta-schemas and entities are no
// served documents. Part files (*.part.json) come along: the documents that include them are composed as on the server.
const files = import.meta.glob<Record<string, unknown>>(
  ['../../schemas/**/*.json', '../../variants/*.json', '!../../schemas/meta/**', '!../../schemas/entities/**'],
  { eager: true, import: 'default' },
);

const isOverlay = (doc: Record<string, unknown>) => String(doc.$schema ?? '').endsWith('/variant.schema.json');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The documents of the glob with their includes resolved (schemas/compose, the server's composition), by `schemas/…` path. */
function composed() {
  const result = composeDocuments(
    new Map(Object.entries(files).map(([path, doc]) => [path.replace(/^(\.\.\/)+/, ''), doc])),
  );
  if (result.broken.size)
    throw new Error(
      `Dokumente lassen sich nicht zusammensetzen:\n${result.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('\n')}`,
    );
  return { documents: result.documents as Map<string, Record<string, unknown>>, origins: result.origins };
}

/**
 * Installs the documents straight from the files, for unit tests and Storybook (which have no server), each with the
 * overlays of its id, as `GET /api/dokumente/{name}` serves them. The portal itself never imports this module, so its
 * bundle holds no document. `replace` puts other contents in place of named documents (a test's changed catalogue).
 */
export function installBundledDocuments(replace: Partial<Record<DocumentName, unknown>> = {}): void {
  const { documents, origins } = composed();
  const paths = [...documents.keys()].sort();
  const overlays = paths.map((p) => documents.get(p)!).filter(isOverlay);
  const served = new Map(paths.filter((p) => !isOverlay(documents.get(p)!)).map((p) => [nameOf(p), p]));
  const entry = (name: DocumentName): LoadedDocument => {
    const path = served.get(name);
    const document = (replace[name] as Record<string, unknown> | undefined) ?? (path ? documents.get(path) : undefined);
    if (!document) throw new Error(`Dokument '${name}' fehlt unter schemas/ und variants/`);
    const id = document.id;
    const parts = path ? origins.get(path) : undefined;
    return {
      document,
      overlays:
        id === undefined
          ? []
          : overlaysOf(
              overlays as unknown as VariantOverlay[],
              String(id),
              name.endsWith('.columns') ? 'columns' : 'screen',
            ),
      ...(parts ? { parts } : {}),
    };
  };
  installDocuments(
    Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, entry(name)])) as Record<DocumentName, LoadedDocument>,
  );
}
