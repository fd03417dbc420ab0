export type {
  Logic,
  RuleContext,
  FieldRules,
  LayoutNode,
  PanelNode,
  RowNode,
  Spanned,
  FieldWidth,
  TabsNode,
  FieldNode,
  FieldTooltip,
  CheckRule,
  ActionNode,
  ScreenDocument,
  CatalogueFields,
  JsonSchema,
  TableNode,
  RowActionNode,
  DialogNode,
  ConfirmNode,
  ComputedRule,
  OptionsSpec,
  SheetImportSettings,
} from './types';
export { fieldNodes, allNodes, tableNodes, dialogNodes } from './walk';
export { resolveFields, effectiveSchema, findField, fieldHints } from './resolveFields';
export type { FieldState } from './resolveFields';
export { locateField, compareLocations } from './locateField';
export type { FieldLocation } from './locateField';
export { schemaAt, schemaRequires, withRequired } from './schemaAt';
export { toUiSchema, widgetOptions } from './toUiSchema';
export type { UiSchema } from './toUiSchema';
export { matchesShortcut } from './shortcuts';
export { lightFormGaps } from './lightForm';
export type { PressedKeys } from './shortcuts';
export { withCatalogueFields, catalogueFormData, catalogueValues } from './catalogueFields';
export type { SwitchCatalogue, CatalogueSwitch } from './catalogueFields';
