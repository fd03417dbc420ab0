export { readSheetRows } from './readSheetRows';
export { rowFindings } from './rowFindings';
export type { SheetColumn, SheetProblem, SheetRow, SheetSettings } from './readSheetRows';
