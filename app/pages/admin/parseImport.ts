import { parse } from 'csv-parse/browser/esm/sync';
import { fieldNodes, fillText, validateScreen, type RuleContext, type ScreenDocument } from '../../../engine/core';

type Json = Record<string, unknown>;

/** What the import reads from the admin document (`settings.adressImport`). */
export interface ImportSettings {
  columns: string[];
  delimiter: string;
  templateFile: string;
}

/** One data row of the file as the preview shows it: its CSV line, the address it makes and what is wrong with it. */
export interface PreviewRow extends Json {
  zeile: number;
  adresse: Json;
  fehler: string;
}

/** The file read: its rows, or why it cannot be read at all (no header, unknown column, not CSV). */
export interface ParsedImport {
  rows: PreviewRow[];
  problem?: string;
}

/** The admin document's texts for what csv-parse finds wrong ({1} line, {2} column, {3} delimiter; the parser's English message is never shown). */
export const CSV_ERROR_TEXT_IDS = [
  'csvAnfuehrungMitten',
  'csvAnfuehrungOffen',
  'csvNachAnfuehrung',
  'csvZuGross',
  'csvUngueltig',
] as const;

/** Texts of the admin document the reader words its findings with. */
export type ImportTexts = Record<
  'spalteUnbekannt' | 'kopfzeileFehlt' | 'lesefehler' | (typeof CSV_ERROR_TEXT_IDS)[number],
  string
>;

// csv-parse's error codes and the document text each one gets; any other code is 'csvUngueltig' (never the English message).
const CSV_ERROR_TEXTS: Record<string, (typeof CSV_ERROR_TEXT_IDS)[number]> = {
  INVALID_OPENING_QUOTE: 'csvAnfuehrungMitten',
  CSV_QUOTE_NOT_CLOSED: 'csvAnfuehrungOffen',
  CSV_INVALID_CLOSING_QUOTE: 'csvNachAnfuehrung',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csvNachAnfuehrung',
  CSV_MAX_RECORD_SIZE: 'csvZuGross',
};

/** A csv-parse error in the document's German words, with its line and (1-based) column. */
export function csvProblem(error: unknown, settings: ImportSettings, texts: ImportTexts): string {
  const { code, lines, column } = (error ?? {}) as { code?: string; lines?: number; column?: number | string };
  const detail = fillText(texts[CSV_ERROR_TEXTS[code ?? ''] ?? 'csvUngueltig'], {
    1: String(lines ?? 1),
    2: String(typeof column === 'number' ? column + 1 : (column ?? 1)),
    3: settings.delimiter,
  });
  return fillText(texts.lesefehler, { 1: detail });
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's text: UTF-8 with or without byte order mark, else Windows-1252 (what spreadsheet programs save as 'CSV'):
 * bytes that are no valid UTF-8 can only be the older encoding.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const body = BOM.every((b, i) => bytes[i] === b) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** The template CSV: the header of the import columns (UTF-8 with BOM, so spreadsheet programs read umlauts). */
export function templateCsv(settings: ImportSettings): string {
  return `\uFEFF${settings.columns.join(settings.delimiter)}\r\n`;
}

/**
 * Reads the text into rows (csv-parse: quoted fields, doubled quotes, line breaks in quotes) and maps the header to the import
 * columns (case and surrounding blanks ignored). Empty lines are skipped; each row keeps the line it starts on.
 */
export function readRows(text: string, settings: ImportSettings, texts: ImportTexts): ParsedImport {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: settings.delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as never;
  } catch (error) {
    return { rows: [], problem: csvProblem(error, settings, texts) };
  }
  const [head, ...data] = records;
  const header = (head?.record ?? []).map((h) => h.trim());
  const known = new Map(settings.columns.map((c) => [c.toLowerCase(), c]));
  const unknown = header.find((h) => h && !known.has(h.toLowerCase()));
  if (unknown)
    return { rows: [], problem: fillText(texts.spalteUnbekannt, { 1: unknown, 2: settings.columns.join(', ') }) };
  const columns = header.map((h) => known.get(h.toLowerCase()));
  if (!columns.includes('name')) return { rows: [], problem: texts.kopfzeileFehlt };
  const rows = data
    .filter(({ record }) => record.some((v) => v.trim()))
    .map(({ record, info }) => {
      const adresse: Json = {};
      columns.forEach((column, i) => {
        const value = record[i]?.trim();
        if (column && value) adresse[column] = value;
      });
      // info.lines is the line the record ends on; a record spanning lines starts earlier.
      const startLine = info.lines - record.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);
      return { zeile: startLine, adresse, fehler: '', ...adresse };
    });
  return { rows };
}

/** The findings of one row as the capture document (and the server) words them: 'Name: max. 35 Zeichen; Ort: …'. */
export function rowErrors(doc: ScreenDocument, context: RuleContext, adresse: Json): string {
  const seen = new Set<string>();
  const found = validateScreen(doc, { ...context, data: adresse }).filter(
    (m) => !seen.has(m.field) && seen.add(m.field),
  );
  if (!found.length) return '';
  const titles = doc.dataSchema.properties as Record<string, { title?: string }>;
  const placed = new Set(fieldNodes(doc.layout).map((n) => n.field));
  return found
    .map((m) => `${placed.has(m.field) ? (titles[m.field]?.title ?? m.field) : m.field}: ${m.message}`)
    .join('; ');
}
