export { ScreenForm, LayoutObjectFieldTemplate } from './ScreenForm';
export type { ScreenFormProps } from './ScreenForm';
export { ScreenBoundary } from './ScreenBoundary';
export type { ScreenBoundaryProps } from './ScreenBoundary';
export type { FormControls, ActionEvent } from './runtime';
export {
  Theme,
  BlueprintForm,
  SearchWidget,
  NumberWidget,
  DateWidget,
  TimeWidget,
  ToggleWidget,
  SuggestWidget,
  IbanWidget,
  TextareaWidget,
} from './theme';
export { LayoutTable, LayoutDialog, ConfirmDialog, ActionBar, ScreenTabs, tabsNode } from './layout';
export type { ConfirmDialogProps, ScreenTabsProps } from './layout';
export { useFieldOptions, useRuleContext } from './runtime';
export { DataGrid, GridPager, ColumnMenu, StaticGrid, clickSelection, toggleSelection } from './grid';
export type { DataGridProps, GridPagerProps, ColumnMenuProps, StaticGridProps, RowId, ClickModifiers } from './grid';
export { ExplainModeDefault, ExplainButton, ExplainPanel, ExplainToggle, ExplainAsContext } from './explain';
export type { ExplainButtonProps, ExplainAs, ExplainSubject } from './explain';
export { EngineProfileProvider, useEngineProfile } from './profile';
export type { EngineProfileProviderProps } from './profile';
export { DocumentView, viewNodes } from './view';
export type { DocumentViewProps } from './view';
export { LightScreenForm } from './light';
export type { LightScreenFormProps } from './light';
