export { DataGrid } from './DataGrid';
export type { DataGridProps } from './DataGrid';
export { GridPager } from './GridPager';
export type { GridPagerProps } from './GridPager';
export { ColumnMenu } from './ColumnMenu';
export type { ColumnMenuProps } from './ColumnMenu';
export { clickSelection, toggleSelection } from './selection';
export type { RowId, ClickModifiers } from './selection';
