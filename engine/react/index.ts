export { ScreenForm, LayoutObjectFieldTemplate } from './ScreenForm';
export type { ScreenFormProps } from './ScreenForm';
export { Theme, BlueprintForm } from './theme';
export { DataGrid, GridPager, ColumnMenu, clickSelection, toggleSelection } from './grid';
export type { DataGridProps, GridPagerProps, ColumnMenuProps, RowId, ClickModifiers } from './grid';
