export { downloadFile } from './download';
export { createXlsxBuilder, XlsxBuildError } from './xlsxBuilder';
export { headerRow, xlsxRow, columnWidths, XLSX_TYPE, WIDTH_SAMPLE } from './sheet';
export type { ExportColumn } from './sheet';
export type { XlsxBook } from './book';
export { tableCsv } from './tableCsv';
export { xlsxTemplate } from './template';
