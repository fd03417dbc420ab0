import { hint, type PartOrigin } from '../../engine/core';

/** The key of an include node: `{ "$include": "auftragserfassung/kopf.part.json" }`, a path relative to the including file. */
export const INCLUDE_KEY = '$include';
/** How a part's file name ends: parts are no documents of their own, only what includes them. */
export const PART_SUFFIX = '.part.json';

/** A problem of composing: the file and JSON pointer of the include node (or of the part) and a German message. */
export interface ComposeProblem {
  file: string;
  pointer: string;
  message: string;
}

/** The documents with every include resolved, where their parts sit, and what could not be composed. */
export interface ComposedDocuments {
  /** Every file that is no part, by its path, includes resolved; a document with a problem is left out. */
  documents: Map<string, unknown>;
  /** Per composed document: the parts it is made of, outermost first. */
  origins: Map<string, PartOrigin[]>;
  /** Missing, cyclic or malformed includes and parts no document includes. */
  problems: ComposeProblem[];
  /** Documents left out for a problem of an include (their own or of a part they include). */
  broken: Set<string>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** Whether a path names a part file. */
export const isPart = (path: string) => path.endsWith(PART_SUFFIX);

/** `target` relative to the folder of `from`, both as `schemas/…` paths; undefined when it leaves the top folder. */
function resolvePath(from: string, target: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') {
      if (parts.length <= 1) return undefined;
      parts.pop();
    } else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/**
 * Resolves the includes of every document (`schemas/…` and `variants/…` paths to parsed JSON; parts that are no JSON are
 * passed as absent and named by the reader). An include node is replaced by the part's content, parts may include parts.
 * Plain TypeScript: the linter, the server and the browser bundle compose with this one function.
 */
export function composeDocuments(files: Map<string, unknown>, unparsed: Iterable<string> = []): ComposedDocuments {
  const result: ComposedDocuments = { documents: new Map(), origins: new Map(), problems: [], broken: new Set() };
  const notJson = new Set(unparsed);
  const included = new Set<string>();
  const partNames = [...files.keys(), ...notJson].filter(isPart);
  for (const [path, value] of files) {
    if (isPart(path)) continue;
    const origins: PartOrigin[] = [];
    let failed = false;
    // A part two documents include reports its own problem once.
    const problem = (file: string, pointer: string, message: string) => {
      failed = true;
      if (!result.problems.some((p) => p.file === file && p.pointer === (pointer || '/') && p.message === message))
        result.problems.push({ file, pointer: pointer || '/', message });
    };
    const resolve = (node: unknown, file: string, pointer: string, at: string, chain: string[]): unknown => {
      if (Array.isArray(node))
        return node.map((item, i) => resolve(item, file, `${pointer}/${i}`, `${at}/${i}`, chain));
      if (!isObject(node)) return node;
      if (!(INCLUDE_KEY in node))
        return Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            resolve(v, file, `${pointer}/${escape(k)}`, `${at}/${escape(k)}`, chain),
          ]),
        );
      const target = node[INCLUDE_KEY];
      const here = `${pointer}/${escape(INCLUDE_KEY)}`;
      const others = Object.keys(node).filter((k) => k !== INCLUDE_KEY);
      if (others.length)
        return problem(
          file,
          `${pointer}/${escape(others[0])}`,
          `neben "$include" steht nichts weiter – '${others[0]}' gehört in das Teildokument`,
        );
      if (typeof target !== 'string' || !target.endsWith(PART_SUFFIX)) {
        return problem(
          file,
          here,
          `"$include" nennt ein Teildokument als Pfad relativ zu dieser Datei, Name auf '${PART_SUFFIX}' (z. B. "auftragserfassung/kopf${PART_SUFFIX}")`,
        );
      }
      const part = resolvePath(file, target);
      // A part that is no JSON has its own finding (line and column); the document is left out without repeating it.
      if (part && notJson.has(part)) {
        failed = true;
        return undefined;
      }
      if (!part || !files.has(part)) {
        const folder = (part ?? '').slice(0, (part ?? '').lastIndexOf('/') + 1);
        const near = partNames
          .filter((p) => p.startsWith(folder) && !p.slice(folder.length).includes('/'))
          .map((p) => p.slice(folder.length));
        return problem(
          file,
          here,
          `das Teildokument '${target}' gibt es nicht${part ? ` (gesucht: ${part})` : ''}${hint(target.split('/').pop()!, near)}`,
        );
      }
      if (chain.includes(part))
        return problem(
          file,
          here,
          `"$include" bildet einen Kreis: ${[...chain.slice(chain.indexOf(part)), part].join(' → ')}`,
        );
      included.add(part);
      origins.push({ pointer: at, file: part });
      return resolve(files.get(part), part, '', at, [...chain, part]);
    };
    const composed = resolve(value, path, '', '', [path]);
    if (failed) result.broken.add(path);
    else {
      result.documents.set(path, composed);
      if (origins.length) result.origins.set(path, origins);
    }
  }
  // A part nobody includes would be silently ignored; after a document that is no JSON its includes are unknown.
  const anyUnparsed = [...notJson].some((p) => !isPart(p));
  for (const part of partNames) {
    if (!included.has(part) && !anyUnparsed && !notJson.has(part) && !result.broken.size) {
      result.problems.push({
        file: part,
        pointer: '/',
        message: 'kein Dokument bindet dieses Teildokument mit "$include" ein – einbinden oder löschen',
      });
    }
  }
  return result;
}
