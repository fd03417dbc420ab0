export { offeredReports, printBlock, reportUrl } from './printRules';
export type { PrintOrder, PrintReport } from './printRules';
