export { MonthlyExportPage } from './MonthlyExportPage';
export type { MonthlyExportPageProps } from './MonthlyExportPage';
export { chunkPlan, defaultRange, exportFileName } from './exportPlan';
