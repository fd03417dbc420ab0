export { SummaryWidget } from './SummaryWidget';
