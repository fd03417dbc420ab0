export { OrderSidebar } from './OrderSidebar';
export type { OrderSidebarProps } from './OrderSidebar';
export { buildTimeline, syntheticEntries, CAPTURED_ID, SECOND_STEP_ID } from './timeline';
export type { TimelineTexts } from './timeline';
export type { ChainStatus, HistoryEntry, TimelineEntry, TimelineOrder } from './timeline';
export { orderTotals } from './totals';
export type { OrderTotals } from './totals';
export { changeLines, fieldLabel } from './changes';
export type { ChangeLine, ChangeTexts } from './changes';
