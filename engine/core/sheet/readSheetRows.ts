import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';

type Json = Record<string, unknown>;

/** One column of an imported sheet: the header the file carries and the field it fills; integer cells become numbers. */
export interface SheetColumn {
  field: string;
  header: string;
  type?: 'text' | 'integer';
}

/** What the sheet reader needs: the sheet by name, its columns, how many data rows and unpacked bytes it takes at most. */
export interface SheetSettings {
  sheet: string;
  columns: SheetColumn[];
  maxRows: number;
  maxUnpackedBytes: number;
}

/** One data row of the sheet: its row number in the spreadsheet (the header is row 1) and the fields it fills. */
export interface SheetRow {
  zeile: number;
  data: Json;
}

/**
 * Why a file cannot be read at all, as a message id of the importing document and its values ({1}, {2}): not an xlsx
 * (unlesbar), no sheet of that name (keinBlatt), a header column unknown (spalteUnbekannt) or missing (spalteFehlt),
 * more data rows than allowed (zuVieleZeilen), more unpacked content than allowed (zuGross).
 */
export interface SheetProblem {
  message: 'unlesbar' | 'keinBlatt' | 'spalteUnbekannt' | 'spalteFehlt' | 'zuVieleZeilen' | 'zuGross';
  values: Record<string, string>;
}

/** A cell as the field wants it: text trimmed (a number typed into a text column as its digits), integers as numbers. */
function cellValue(value: unknown, type: SheetColumn['type']): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  if (!text) return undefined;
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  return text;
}

/**
 * Reads the named sheet of an .xlsx file (read-excel-file) into rows of fields: the first row is the header, matched to
 * the columns by their headers (case and surrounding blanks ignored), every column required; empty rows are skipped and
 * each row keeps its spreadsheet row number. Browser and server read a file the same way with this one function.
 */
export async function readSheetRows(
  bytes: ArrayBuffer,
  settings: SheetSettings,
): Promise<{ rows: SheetRow[]; problem?: SheetProblem }> {
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    // The zip's directory first, nothing unpacked (the filter declines every entry): a small file that unpacks into
    // gigabytes is refused before it fills the memory.
    let unpacked = 0;
    unzipSync(new Uint8Array(bytes), { filter: (entry) => ((unpacked += entry.originalSize), false) });
    if (unpacked > settings.maxUnpackedBytes)
      return { rows: [], problem: { message: 'zuGross', values: { 1: String(settings.maxUnpackedBytes / 2 ** 20) } } };
    sheets = (await readXlsxFile(bytes)) as never;
  } catch {
    // Not a zip, no workbook inside, broken XML: read-excel-file's and fflate's errors all mean 'no readable .xlsx'.
    return { rows: [], problem: { message: 'unlesbar', values: {} } };
  }
  const found = sheets.find((s) => s.sheet.trim().toLowerCase() === settings.sheet.toLowerCase());
  if (!found) return { rows: [], problem: { message: 'keinBlatt', values: { 1: settings.sheet } } };
  const [head = [], ...data] = found.data;
  const byHeader = new Map(settings.columns.map((c) => [c.header.toLowerCase(), c]));
  const headers = head.map((h) => String(h ?? '').trim());
  const unknown = headers.find((h) => h && !byHeader.has(h.toLowerCase()));
  const names = settings.columns.map((c) => c.header).join(', ');
  if (unknown) return { rows: [], problem: { message: 'spalteUnbekannt', values: { 1: unknown, 2: names } } };
  const columns = headers.map((h) => byHeader.get(h.toLowerCase()));
  const missing = settings.columns.find((c) => !columns.includes(c));
  if (missing) return { rows: [], problem: { message: 'spalteFehlt', values: { 1: missing.header, 2: names } } };
  const rows: SheetRow[] = [];
  data.forEach((cells, i) => {
    const row: Json = {};
    columns.forEach((column, c) => {
      const value = column && cellValue(cells[c], column.type);
      if (column && value !== undefined) row[column.field] = value;
    });
    if (Object.keys(row).length) rows.push({ zeile: i + 2, data: row });
  });
  if (rows.length > settings.maxRows)
    return { rows: [], problem: { message: 'zuVieleZeilen', values: { 1: String(settings.maxRows) } } };
  return { rows };
}
