export { AuftragsexportPage } from './AuftragsexportPage';
export type { AuftragsexportPageProps } from './AuftragsexportPage';
export { defaultRange, exportFileName, recordCounter, ndjsonLines } from './exportPlan';
export type { ExportFormat, ExportRequest, ExportRun } from './exportPlan';
export { exportActionIds, exportFormats } from './documentIds';
