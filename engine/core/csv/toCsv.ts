/**
 * Starts that make a spreadsheet read a cell as a formula (CSV injection): = + - @ (also after blanks or line breaks,
 * which spreadsheets skip when reading a cell), and a leading tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
/**
 * Text that a spreadsheet opening a CSV turns into a number or a date (01623 → 1623, 12-10 → 12. Okt., 1E5 → 100000):
 * a digit first, then only digits, blanks and the separators of numbers and dates. It cannot start a formula.
 */
const NUMBER_LIKE = /^\d[\d .,:/eE-]*$/;
/** Excel refuses string literals longer than this inside a formula. */
const FORMULA_TEXT_MAX = 255;

/** UTF-8 byte order mark: Excel reads a CSV without it in the Windows code page (EmpfÃ¤ngerreferenz). */
export const CSV_BOM = '\uFEFF';

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One CSV cell: quoted, inner quotes doubled, a leading formula character neutralised by an apostrophe. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/**
 * A cell of a `code` column (postcode, reference): text that looks like a number is written as the text formula
 * ="01623", which Excel shows as 01623 instead of the number 1623. Only our own formula: its text is digits and
 * separators, so no quote or formula can be smuggled in; a user value starting with = still gets the apostrophe
 * (csvCell), so a cell starting with =" is always this form. Anything else is an ordinary cell.
 */
export function csvCodeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return NUMBER_LIKE.test(text) && text.length <= FORMULA_TEXT_MAX ? quoted(`="${text}"`) : csvCell(text);
}

/**
 * Rows to CSV as the portal exports it: semicolon separated, every value quoted, CRLF line ends. `code[i]` marks the
 * columns written with {@link csvCodeCell} (a header never looks like a number, so it may pass through it too).
 */
export function toCsv(rows: unknown[][], code: readonly boolean[] = []): string {
  return (
    rows.map((row) => row.map((value, i) => (code[i] ? csvCodeCell(value) : csvCell(value))).join(';')).join('\r\n') +
    '\r\n'
  );
}
