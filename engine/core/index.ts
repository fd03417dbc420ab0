export type {
  Logic, RuleContext, FieldRules, LayoutNode, PanelNode, TabsNode, FieldNode, CheckRule, ActionNode,
  ScreenDocument, JsonSchema, FieldState, FieldExplanation, UiSchema,
} from './screen';
export { fieldNodes, resolveFields, effectiveSchema, findField, explain, toUiSchema } from './screen';
export { evaluate, truthy, createContext, isKnownOperation, ruleVars, dataDependencies } from './logic';
export { createFormStore, createMessageStore, watchFieldStates, getAt, setAt, related, splitPath } from './store';
export type { FormStore, FieldStateWatcher, DataPath, MessageStore } from './store';
export { mergePatch, applyVariants } from './overlay';
export type { VariantOverlay, ResolvedScreen } from './overlay';
export { defaultMessages, messageFor, validateScreen, withoutBlanks } from './validation';
export type { FieldMessage } from './validation';
export { selectVariant } from './variant';
export type { VariantSelection } from './variant';
export {
  pageCount, pageWindow, infoLine, nextSortDirection, cycleSort, sortParam, columnWidth, createRequestQueue,
  formatCell, formatDate, formatDateTime, resolveColumnDocument, gridColumns, mergeLayout, layoutOf, parseLayout, cellValue,
} from './grid';
export type {
  ColumnType, ColumnDef, ColumnDocument, GridColumn, GridLayout, SortDirection, SortState, RequestQueue, QueuedResult, ResolvedColumns,
} from './grid';
