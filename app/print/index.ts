export { offeredReports, printBlock, printText, reportUrl } from './printRules';
export type { PrintOrder, PrintReport } from './printRules';
