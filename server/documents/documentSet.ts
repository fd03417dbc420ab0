import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProfile, installTexts, overlaysOf } from '../../engine/core';
import type {
  ColumnDocument,
  EngineProfile,
  ScreenDocument,
  TextOverrides,
  VariantOverlay,
  VariantSelection,
} from '../../engine/core';
import { formatProblem, lintDocuments } from '../../schemas/lintDocuments';
import type { PartOrigin } from '../../schemas/compose';
import { readDocuments, type DocumentDirs } from '../../schemas/readDocuments';
import { installProfileDocument, PROFILE_FILE } from '../../schemas/profile';

// Component tests in jsdom import server modules under an http: module URL; they run from the checkout's root.
const checkout = import.meta.url.startsWith('file:')
  ? resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  : resolve('.');

/** The checkout's document folders. */
export const DEFAULT_DOCUMENT_DIRS: DocumentDirs = {
  schemas: join(checkout, 'schemas'),
  variants: join(checkout, 'variants'),
};

/**
 * A document as the browser gets it: the file's content (its parts included), the overlays that change it, the ETag of
 * both, and the part files it is composed of (explain names them).
 */
export interface ServedDocument {
  document: unknown;
  overlays: unknown[];
  etag: string;
  parts?: PartOrigin[];
}

/** Every document of both folders, validated, by name. */
export interface DocumentSet {
  /** Served documents by name: the file name without `.json` (auftragserfassung.screen, auftragsresearch.columns, menu, selection). */
  byName: Map<string, ServedDocument>;
  /** Every variant overlay, in file name order. */
  overlays: VariantOverlay[];
  /** The configuration → variant mapping (`variants/selection.json`). */
  selection: VariantSelection;
  /** The portal's engine profile (`schemas/profile/profile.json`): the values the engine and the server's checks share. */
  profile: EngineProfile;
  /** Per composed document's file: the part files it is made of (`$include`), so explain names the part and its pointer. */
  origins: Map<string, PartOrigin[]>;
  screen(id: string): ScreenDocument;
  columns(id: string): ColumnDocument;
}

/** Thrown when a document is not valid: the message lists file, pointer and what is wrong, one line each. */
export class InvalidDocumentsError extends Error {
  override name = 'InvalidDocumentsError';
}

const schemaOf = (doc: unknown) =>
  String((doc as { $schema?: unknown }).$schema ?? '')
    .split('/')
    .pop();

/**
 * Reads and validates both folders; refuses (throws) on any problem, so the server never starts on a broken document. The
 * profile is installed into the engine first: rules name its formulas.
 */
export function loadDocuments(dirs: DocumentDirs = DEFAULT_DOCUMENT_DIRS): DocumentSet {
  const { documents, origins, files, problems } = readDocuments(dirs);
  installProfileDocument(documents.get(PROFILE_FILE));
  // A file that is no JSON is named with line and column by the reader; the linter needs every file parsed.
  if (!problems.length) problems.push(...lintDocuments(files));
  if (problems.length) {
    throw new InvalidDocumentsError(
      `Ungültige Dokumente, der Server startet nicht:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
  }
  const served = [...documents].filter(
    ([file]) => !file.startsWith('schemas/meta/') && !file.startsWith('schemas/entities/'),
  );
  // Each overlay knows its file, so errors and explain name it even when it differs from the id.
  const overlays = served
    .filter(([, doc]) => schemaOf(doc) === 'variant.schema.json')
    .map(([file, doc]) => ({ ...(doc as VariantOverlay), file }));
  const byName = new Map<string, ServedDocument>();
  for (const [file, document] of served) {
    if (schemaOf(document) === 'variant.schema.json') continue;
    const name = basename(file, '.json');
    const id = (document as { id?: unknown }).id;
    const own =
      id === undefined
        ? []
        : overlaysOf(overlays, String(id), schemaOf(document) === 'columns.schema.json' ? 'columns' : 'screen');
    const etag = `"${createHash('sha256')
      .update(JSON.stringify([document, own]))
      .digest('base64url')
      .slice(0, 32)}"`;
    const parts = origins.get(file);
    byName.set(name, { document, overlays: own, etag, ...(parts ? { parts } : {}) });
  }
  // Explain (npm run explain, the server's findings) speaks with the engine texts the portal's catalogue replaces.
  const texts = byName.get('texts')?.document as TextOverrides | undefined;
  installTexts({ engine: texts?.engine, explain: texts?.explain });
  // Screen and column documents may share an id (auftragsvorlagen): the kind picks.
  const find = (kind: string, id: string) => {
    const found = served.find(([, doc]) => schemaOf(doc) === kind && (doc as { id?: unknown }).id === id);
    if (!found) throw new Error(`Dokument '${id}' (${kind}) fehlt in schemas/`);
    return found[1];
  };
  return {
    byName,
    overlays,
    selection: byName.get('selection')?.document as VariantSelection,
    profile: byName.get('profile')?.document as EngineProfile,
    origins,
    screen: (id) => find('screen.schema.json', id) as ScreenDocument,
    columns: (id) => find('columns.schema.json', id) as ColumnDocument,
  };
}

let current: DocumentSet | undefined;

/** The documents the server works with: the set the app loaded at start, else the checkout's (scripts, unit tests). */
export function documents(): DocumentSet {
  current ??= loadDocuments();
  return current;
}

/** Makes `set` the server's documents (buildApp after loading them), its profile the engine's. */
export function installDocuments(set: DocumentSet): void {
  current = set;
  installProfile(set.profile);
}
