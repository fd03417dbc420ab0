export { AuftragsexportPage } from './AuftragsexportPage';
export type { AuftragsexportPageProps } from './AuftragsexportPage';
export { defaultRange, exportFileName, recordCounter } from './exportPlan';
