import { checkDocument } from './checkDocument';

/** One finding about a document: its file (as `schemas/…` or `variants/…`), the JSON pointer into it and what is wrong. */
export interface DocumentProblem { file: string; pointer: string; message: string }

/**
 * Every check a document set must pass before anyone uses it: `npm run check` and the server's start call this one
 * function, so a stricter linter plugs in here. Keys of `documents` are paths like `schemas/screens/auftrag.screen.json`.
 */
export function lintDocuments(documents: Map<string, unknown>): DocumentProblem[] {
  return [...documents].flatMap(([file, doc]) => checkDocument(file, doc, documents).map((text) => toProblem(file, text)));
}

/** The existing checks answer '<pointer> <message>' for meta-schema findings and plain text otherwise. */
function toProblem(file: string, text: string): DocumentProblem {
  const match = /^(\/\S*) (.*)$/s.exec(text);
  return match ? { file, pointer: match[1], message: match[2] } : { file, pointer: '/', message: text };
}

/** A finding as one line: file, pointer, message. */
export function formatProblem(problem: DocumentProblem): string {
  return `${problem.file} ${problem.pointer}: ${problem.message}`;
}
