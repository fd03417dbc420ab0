export { AccountingPage } from './AccountingPage';
export type { AccountingPageProps } from './AccountingPage';
export { monthChoices, monthName, monthOf } from './months';
