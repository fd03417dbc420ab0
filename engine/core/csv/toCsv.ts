/**
 * Starts that make a spreadsheet read a cell as a formula (CSV injection): = + - @ (also after blanks or line breaks,
 * which spreadsheets skip when reading a cell), and a leading tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/** One CSV cell: quoted, inner quotes doubled, a leading formula character neutralised by an apostrophe. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows to CSV as the portal exports it: semicolon separated, every value quoted, CRLF line ends. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
