export type { ColumnType, ColumnDef, ColumnDocument, GridColumn, GridLayout, SortDirection, SortState } from './types';
export { pageCount, pageWindow, infoLine, pagerPages, initialPageSize } from './pagination';
export type { OpenTotal } from './pagination';
export { nextSortDirection, cycleSort, sortParam } from './sort';
export { columnWidth, contentWidth } from './width';
export { createRequestQueue } from './requestQueue';
export type { RequestQueue, QueuedResult } from './requestQueue';
export { formatCell, formatDate, formatDateTime } from './format';
export {
  resolveColumnDocument,
  gridColumns,
  mergeLayout,
  layoutOf,
  parseLayout,
  cellValue,
  fitColumns,
} from './columns';
export type { ResolvedColumns } from './columns';
export { rowFieldsOf } from './rowFields';
