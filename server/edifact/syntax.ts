/**
 * UN/EDIFACT syntax of the interchanges the portal writes: the default service characters (UNA:+.? '), the release
 * character before any of them inside a value, and the character set of the interchange (docs/edifact.md).
 */

/** Character sets the portal writes: UNOC (ISO 8859-1, syntax version 3) or UNOW (UTF-8, syntax version 4). */
export type EdifactCharset = 'UNOC' | 'UNOW';

/** The service string advice: component ':', element '+', decimal '.', release '?', reserved ' ', segment "'". */
export const UNA = "UNA:+.? '";

/** Syntax version written in UNB S001 for a character set. */
export const SYNTAX_VERSION: Readonly<Record<EdifactCharset, string>> = { UNOC: '3', UNOW: '4' };

/** Node's encoding of a character set's file bytes. */
export const FILE_ENCODING: Readonly<Record<EdifactCharset, BufferEncoding>> = { UNOC: 'latin1', UNOW: 'utf8' };

// Letters of Polish (and other Central European) names outside ISO 8859-1 that do not decompose to a base letter.
const NO_DECOMPOSITION: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i' };

/**
 * A value in the repertoire of the character set: UNOW keeps every letter; UNOC keeps ISO 8859-1 (all German letters)
 * and writes other letters as their base letter (ł → l, ż → z, ś → s), since a UNOC receiver could not read them.
 * Control characters (line breaks of a note) become spaces: the segment terminator alone ends a segment.
 */
export function toCharset(value: string, charset: EdifactCharset): string {
  const clean = value.replace(/\p{Cc}+/gu, ' ');
  if (charset === 'UNOW') return clean;
  return [...clean]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff) return ch;
      const base = NO_DECOMPOSITION[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    })
    .join('');
}

/** A value with the release character '?' before each service character (: + ' ?), as syntax 3 and 4 require. */
export function escape(value: string): string {
  return value.replace(/[?:+']/g, (ch) => `?${ch}`);
}

/** One data element: a simple value or the components of a composite (missing components stay empty). */
export type Element = string | number | null | undefined | readonly (string | number | null | undefined)[];

const text = (v: string | number | null | undefined, charset: EdifactCharset) =>
  v === null || v === undefined ? '' : escape(toCharset(String(v), charset));

/**
 * One segment: tag, elements separated by '+', components by ':', terminated by "'". Trailing empty components and
 * elements are left out (ISO 9735: a truncated element is the same as empty trailing ones).
 */
export function segment(charset: EdifactCharset, tag: string, ...elements: Element[]): string {
  const parts = elements.map((e) =>
    (Array.isArray(e) ? e : [e])
      .map((c) => text(c, charset))
      .join(':')
      .replace(/:+$/, ''),
  );
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return [tag, ...parts].join('+') + "'";
}

/** A decimal as EDIFACT writes it: '.' as decimal mark (UNA), no thousands separator, no trailing zeros. */
export function decimal(value: unknown, digits = 3): string | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) return undefined;
  return String(Math.round(n * 10 ** digits) / 10 ** digits);
}
