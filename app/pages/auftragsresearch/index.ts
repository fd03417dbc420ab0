export { AuftragsresearchPage } from './AuftragsresearchPage';
export type { AuftragsresearchPageProps } from './AuftragsresearchPage';
export { OrderSidebar, buildTimeline, orderTotals } from './sidebar';
export { ordersCsv, EXPORT_FILE } from './exportOrders';
export { prefetchFirstPage } from './firstPage';
