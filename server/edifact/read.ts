import { Parser } from 'edifact';

/** A segment as read: its tag and its elements, each a list of components (release characters already removed). */
export interface Segment {
  tag: string;
  elements: string[][];
}

/** A file that is no readable interchange: the message is German and goes into the log line. */
export class EdifactError extends Error {}

// The parser knows UNOY (all of ISO 10646) but not syntax 4's UNOW; both cover the same letters once the bytes are text.
const PARSER_LEVEL: Readonly<Record<string, 'UNOA' | 'UNOB' | 'UNOC' | 'UNOY'>> = {
  UNOA: 'UNOA',
  UNOB: 'UNOB',
  UNOC: 'UNOC',
  UNOW: 'UNOY',
  UNOY: 'UNOY',
};

/** The character set a file's UNB names (S001 0001), read from its bytes before decoding them. */
function charsetOf(bytes: Buffer): string {
  const match = /UNB.([A-Z]{4})/.exec(bytes.subarray(0, 200).toString('latin1'));
  if (!match) throw new EdifactError('Die Datei beginnt nicht mit einem UNB-Segment.');
  if (!PARSER_LEVEL[match[1]]) throw new EdifactError(`Der Zeichensatz ${match[1]} wird nicht unterstützt.`);
  return match[1];
}

/**
 * The segments of an interchange file, read by the edifact package's parser: UNA's service characters, the release
 * character and the character set of UNB (UNOC as ISO 8859-1, UNOW as UTF-8). Line breaks between segments are dropped,
 * as many systems write one segment a line.
 */
export function readSegments(bytes: Buffer): Segment[] {
  const charset = charsetOf(bytes);
  const text = bytes.toString(charset === 'UNOW' || charset === 'UNOY' ? 'utf8' : 'latin1').replace(/[\r\n]+/g, '');
  const segments: Segment[] = [];
  let current: Segment | undefined;
  const parser = new Parser();
  parser.encoding(PARSER_LEVEL[charset]);
  parser.onopensegment = (tag) => segments.push((current = { tag, elements: [] }));
  parser.onelement = () => current!.elements.push([]);
  parser.oncomponent = (value) => current!.elements.at(-1)!.push(value);
  parser.onclosesegment = () => undefined;
  try {
    parser.write(text);
    parser.end();
  } catch (err) {
    throw new EdifactError(`Die Datei ist kein lesbares EDIFACT: ${(err as Error).message}`);
  }
  return segments;
}

/** Component c (0-based) of element e (0-based, after the tag) of a segment, or ''. */
export const value = (s: Segment, e: number, c = 0): string => s.elements[e]?.[c] ?? '';
