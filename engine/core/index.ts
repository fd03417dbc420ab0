export type {
  Logic, RuleContext, FieldRules, LayoutNode, PanelNode, RowNode, Spanned, FieldWidth, TabsNode, FieldNode, CheckRule, ActionNode,
  ScreenDocument, JsonSchema, FieldState, FieldLocation, UiSchema, TableNode, RowActionNode, DialogNode, ConfirmNode, ComputedRule, OptionsSpec,
} from './screen';
export { schemaAt, schemaRequires, withRequired, fieldNodes, allNodes, tableNodes, dialogNodes, resolveFields, effectiveSchema, findField, toUiSchema, widgetOptions,
  locateField, compareLocations } from './screen';
export {
  evaluate, compute, truthy, createContext, isKnownOperation, ruleVars, dataDependencies, customOperations, registerOperations,
  isDateString, isWholeNumber, isGermanDecimal, round, roundUp, sum, sumBy, numberOrNull, formulaValue, isFormula, today, addDays,
  nextWorkingDay,
} from './logic';
export { isBlank, isEmptyRow, normalizeRows, filledRows, itemSchema, rowFieldStates, maintainTables, compactTables } from './table';
export { applyComputed, computeRule, computedDependencies, computedResults, watchComputed, defaultsOf, schemaDefaults } from './computed';
export type { ComputedMemory } from './computed';
export { optionParams, toOptions, filterOptions, withStoredOption, fillTemplate, applyChoice, choiceScope, storedOption } from './options';
export {
  decimalsOf, formatDecimal, sanitizeDecimal, parseDecimal, isMultipleOf, decimalPlaces, toScaled, formatGermanDate, parseGermanDate,
  isCompleteGermanDate, normalizeGermanDate, sanitizeTime, parseTime, formatIban, compactIban, isValidIban, limitLineBreaks,
} from './format';
export type { FieldOption, OptionSources } from './options';
export { createFormStore, createMessageStore, watchFieldStates, getAt, setAt, related, splitPath } from './store';
export type { FormStore, FieldStateWatcher, DataPath, MessageStore } from './store';
export {
  mergePatch, applyOverlay, applyVariants, overlayOrder, isColumnOverlay, overlaysOf, nodeIds, patchNodes, nodeId, duplicateNodeIds, editLists, entryIds, changeNode, insertNode, removeNode,
  editRequired, OverlayError,
} from './overlay';
export { lintDocuments, lintView, formatFinding, lintDataSchema, parseJsonSource, lineOf, JsonSyntaxError, ruleVarsAt, rulePositions, hint, near, originOf } from './lint';
export type { Finding, LintChecks, LintFile, LintMetas, LintOptions, LintProblem, LintRegistries, PartOrigin, RuleContextSchemas } from './lint';
export type { VariantOverlay, ResolvedScreen, NodeInsert } from './overlay';
export {
  defaultMessages, formatLimit, messageFor, messageKey, NAME_PATTERN, validateScreen, withoutBlanks, checkMessages, readOnlyViolations, sameValue, exactMultipleOf,
} from './validation';
export type { FieldMessage } from './validation';
export { selectVariant } from './variant';
export type { VariantSelection } from './variant';
export {
  pageCount, pageWindow, infoLine, pagerPages, initialPageSize, nextSortDirection, cycleSort, sortParam, columnWidth, contentWidth,
  createRequestQueue,
  formatCell, formatDate, formatDateTime, resolveColumnDocument, gridColumns, mergeLayout, layoutOf, parseLayout, cellValue, fitColumns, rowFieldsOf,
} from './grid';
export type {
  ColumnType, ColumnDef, ColumnDocument, GridColumn, GridLayout, SortDirection, SortState, RequestQueue, QueuedResult, ResolvedColumns, OpenTotal,
} from './grid';
export { toCsv, csvCell, csvCodeCell, CSV_BOM } from './csv';
export { defaultEngineTexts, defaultExplainTexts, engineText, engineTexts, explainTexts, fillText, installTexts } from './texts';
export type { EngineTextKey, EngineTexts, ExplainTexts, TextOverrides } from './texts';
export { explainField, describeExplanation, limitText, stateText, logicText, facetsOf, changedFacets, fieldTrail, schemaPointer, requiredPointer, valueAt, LIMIT_KEYWORDS,
  registerDocumentParts, documentParts } from './explain';
export type { ExplainReason, FieldExplanation, OverlayEffect, Aspect, Facet, FieldTrail, TrailStep } from './explain';
export { RJSF_CORE_WIDGET_IDS, THEME_WIDGET_IDS, WIDGET_IDS, rendersWidget, widgetHintNames } from './widgets';
export type { ThemeWidgetId } from './widgets';
export { engineProfile, installProfile } from './profile';
export type {
  EngineProfile, GridProfile, GridPaging, ColumnWidthRule, TextareaProfile, DateProfile, DropdownProfile, ProfileFormula,
} from './profile';
export { VIEW_NODE_TYPES, viewText, viewTextParts, viewPlaceholders, VIEW_TEXT_FORMATS, viewNodes, viewActions, viewIds, viewTexts } from './view';
export type {
  ViewDocument, ViewNode, ViewText, ViewNodeBase, ViewButtonNode, ViewDialogNode, ViewAlertNode, ViewTextNode, ViewCalloutNode, ViewProgressNode,
  ViewSpinnerNode, ViewGroupNode, ViewMenuNode, ViewKeyValuesNode, ViewKeyValueRow, ViewTimelineNode, ViewTimelineState, ViewListNode, ViewImageNode,
  ViewGridNode, ViewSlotNode, ViewNodeType,
} from './view';
