export { OrderListPage, OffeneAuftraegePage } from './OrderListPage';
export type { OrderListPageProps } from './OrderListPage';
export { OrderSidebar, buildTimeline, orderTotals } from './sidebar';
export { ordersCsv, EXPORT_FILE } from './exportOrders';
