import { XLSX_TYPE, type ExportColumn } from './sheet';

/**
 * An import template as .xlsx: the named sheet with the bold header row alone (write-excel-file, loaded on demand as for
 * the export), so a file saved from it has exactly the sheet and the columns the import reads.
 */
export async function xlsxTemplate(columns: ExportColumn[], sheet: string, name: string): Promise<File> {
  const { xlsxBook } = await import('./book');
  return new File([await xlsxBook(columns, sheet).finish()], name, { type: XLSX_TYPE });
}
