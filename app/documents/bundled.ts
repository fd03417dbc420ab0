import { overlaysOf, type VariantOverlay } from '../../engine/core';
import { DOCUMENT_NAMES, installDocuments, type DocumentName, type LoadedDocument } from './documents';

// Every document of both folders, found by folder as the server finds them (server/documents/documentSet.ts): a new
// screen or overlay file reaches unit tests and Storybook with no entry in TypeScript. Meta-schemas and entities are no
// served documents.
const files = import.meta.glob<Record<string, unknown>>(['../../schemas/**/*.json', '../../variants/*.json',
  '!../../schemas/meta/**', '!../../schemas/entities/**'], { eager: true, import: 'default' });

const isOverlay = (doc: Record<string, unknown>) => String(doc.$schema ?? '').endsWith('/variant.schema.json');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/**
 * Installs the documents straight from the files, for unit tests and Storybook (which have no server), each with the
 * overlays of its id, as `GET /api/dokumente/{name}` serves them. The portal itself never imports this module, so its
 * bundle holds no document. `replace` puts other contents in place of named documents (a test's changed catalogue).
 */
export function installBundledDocuments(replace: Partial<Record<DocumentName, unknown>> = {}): void {
  const paths = Object.keys(files).sort();
  const overlays = paths.map((p) => files[p]).filter(isOverlay);
  const served = new Map(paths.filter((p) => !isOverlay(files[p])).map((p) => [nameOf(p), files[p]]));
  const entry = (name: DocumentName): LoadedDocument => {
    const document = (replace[name] as Record<string, unknown> | undefined) ?? served.get(name);
    if (!document) throw new Error(`Dokument '${name}' fehlt unter schemas/ und variants/`);
    const id = document.id;
    return { document, overlays: id === undefined ? [] : overlaysOf(overlays as unknown as VariantOverlay[], String(id), name.endsWith('.columns') ? 'columns' : 'screen') };
  };
  installDocuments(Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, entry(name)])) as Record<DocumentName, LoadedDocument>);
}
