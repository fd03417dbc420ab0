export { FormRuntimeContext, FieldPathContext, useFormRuntime, useFieldPath, createDialogState, formControls } from './context';
export type { FormRuntime, DialogState, FormControls, ActionEvent } from './context';
export { useStoreValue, useFieldState, useMessages } from './hooks';
export { useRuleContext } from './useRuleContext';
export { useFieldOptions } from './useFieldOptions';
export { bindWidget } from './bindWidget';
export { RuntimeFieldTemplate } from './RuntimeFieldTemplate';
export { boundWidgets } from './boundWidgets';
export { checkField } from './checkField';
