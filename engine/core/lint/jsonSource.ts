/** A parsed JSON text with the line of every value, addressed by JSON pointer. */
export interface JsonSource {
  value: unknown;
  lines: Map<string, number>;
}

/** A JSON syntax error at a line and column (1-based). */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Parses JSON and records where each value starts, so a finding can name the line of its pointer.
 * JSON.parse gives the value (exact number and string semantics); the small scanner only locates.
 */
export function parseJsonSource(text: string): JsonSource {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = syntaxPosition(text, (error as Error).message);
    throw new JsonSyntaxError(`JSON-Syntaxfehler: ${germanSyntax((error as Error).message)}`, at.line, at.column);
  }
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const readString = () => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const walk = (pointer: string): void => {
    skip();
    lines.set(pointer, line);
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      let index = 0;
      for (;;) {
        skip();
        if (text[i] === '}' || text[i] === ']') {
          i++;
          return;
        }
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (c === '{') {
          const key = readString();
          skip();
          i++; // ':'
          walk(`${pointer}/${escapePointer(key)}`);
        } else walk(`${pointer}/${index++}`);
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  };
  walk('');
  return { value, lines };
}

/** The line of a pointer, or of its nearest parent that has one. */
export function lineOf(source: JsonSource, pointer: string): number | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = source.lines.get(p);
    if (found !== undefined || p === '') return found;
  }
}

function syntaxPosition(text: string, message: string): { line: number; column: number } {
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function germanSyntax(message: string): string {
  if (/Unexpected end/.test(message)) return 'Text endet mitten im Dokument – fehlt eine schließende Klammer?';
  const token = /Unexpected token '?(.)'?/.exec(message) ?? /Unexpected (?:non-whitespace )?character/.exec(message);
  if (/after property value|after array element/.test(message))
    return 'hier fehlt ein Komma oder eine schließende Klammer';
  if (/Expected (double-quoted )?property name/.test(message))
    return 'Schlüssel muss in doppelten Anführungszeichen stehen (oder ein Komma zu viel vor der schließenden Klammer)';
  if (token?.[1]) return `unerwartetes Zeichen '${token[1]}' – Komma, Anführungszeichen oder Klammer prüfen`;
  return 'ungültiges JSON – Komma, Anführungszeichen und Klammern prüfen';
}
