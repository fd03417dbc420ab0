export { AuftragsexportPage } from './AuftragsexportPage';
export type { AuftragsexportPageProps } from './AuftragsexportPage';
export { chunkPlan, defaultRange, exportFileName } from './exportPlan';
