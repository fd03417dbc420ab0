import type { PartOrigin } from '../lint/parts';

// Per document object: the part files it was composed of. Kept beside the object (not in it), so the document stays as
// its files compose it; the app registers them when it installs the documents, explain finds them by the object.
const parts = new WeakMap<object, PartOrigin[]>();

/** Records the part files (`$include`) a loaded document was composed of, for explain's file and pointer. */
export function registerDocumentParts(document: object, origins: PartOrigin[] | undefined): void {
  if (origins?.length) parts.set(document, origins);
}

/** The part files of a document registered with {@link registerDocumentParts}, if any. */
export function documentParts(document: object): PartOrigin[] | undefined {
  return parts.get(document);
}
