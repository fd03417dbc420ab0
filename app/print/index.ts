export { offeredReports, printBlock, printText } from './printRules';
export type { PrintOrder, PrintReport } from './printRules';
