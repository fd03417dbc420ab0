export { AdminPage } from './AdminPage';
export { decodeCsv, readRows, rowErrors, templateCsv } from './parseImport';
export type { ImportSettings, PreviewRow, ParsedImport } from './parseImport';
