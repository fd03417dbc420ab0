import writeXlsxFile from 'write-excel-file/universal';
import type { Row } from 'write-excel-file/universal';
import { columnWidths, headerRow, WIDTH_SAMPLE, xlsxRow, type ExportColumn } from './sheet';

/** An xlsx workbook of one sheet filled batch by batch: rows of raw values in, the file out. */
export interface XlsxBook {
  add(rows: unknown[][]): void;
  finish(): Promise<Blob>;
}

/**
 * A workbook with the columns' bold header row frozen at the top (stickyRowsCount), typed cells (sheet.ts) and widths
 * from the header and the first rows. Runs in the export worker; write-excel-file zips in its own workers (fflate).
 */
export function xlsxBook(columns: ExportColumn[], sheet: string): XlsxBook {
  const rows: Row[] = [headerRow(columns)];
  const sample: unknown[][] = [];
  return {
    add(values) {
      for (const row of values) {
        if (sample.length < WIDTH_SAMPLE) sample.push(row);
        rows.push(xlsxRow(columns, row));
      }
    },
    finish: () => writeXlsxFile(rows, { sheet, columns: columnWidths(columns, sample), stickyRowsCount: 1 }).toBlob(),
  };
}
