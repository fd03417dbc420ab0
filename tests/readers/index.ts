import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const python = (name: string, file: string) =>
  JSON.parse(execFileSync('python3', [script(name), file], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }));

/** A CSV file as Python's csv module reads it (utf-8-sig, ';'), and whether it starts with a UTF-8 BOM. */
export function readCsvWithPython(file: string): { bom: boolean; rows: string[][] } {
  return python('read_csv.py', file);
}

/** One cell of an xlsx as Python's zipfile and ElementTree read it (tests/readers/read_xlsx.py). */
export interface XlsxCell {
  type: string;
  value: string | number | null;
  format: string;
  bold: boolean;
  formula: boolean;
}

/** The first sheet of an xlsx file as Python's zipfile + ElementTree read it (no code of ours, no xlsx library). */
export function readXlsxWithPython(file: string): {
  sheet: string;
  cells: Record<string, XlsxCell>;
  rows: number;
  widths: Record<number, number>;
  frozen: boolean;
} {
  return python('read_xlsx.py', file);
}

/** Excel's date serial of a UTC day (days since 1899-12-30). */
export function excelSerial(year: number, month: number, day: number): number {
  return (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** The column letters of a 0-based column index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  return index < 26
    ? String.fromCharCode(65 + index)
    : columnLetter(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));
}
export { parseEdifact, segmentsOf } from './edifact';
export type { Parsed } from './edifact';
