export { AdminPage } from './AdminPage';
export { decodeCsv, readRows, rowErrors, templateCsv } from './parseImport';
export type { ImportSettings, PreviewRow, ParsedImport } from './parseImport';
export { ApiKeyTab } from './ApiKeyTab';
export { ChangeLogTab } from './ChangeLogTab';
export { apiKeyRows, scopesOf } from './apiKeys';
export { changeLogRows } from './changeLog';
