export {
  FormRuntimeContext,
  FieldPathContext,
  useFormRuntime,
  useFieldPath,
  createDialogState,
  formControls,
} from './context';
export type { FormRuntime, DialogState, FormControls, ActionEvent, ExplainSource } from './context';
export { useStoreValue, useFieldState, useMessages, useValueState } from './hooks';
export { createValueState } from './valueState';
export type { ValueState } from './valueState';
export { focusField, fieldElementId } from './focusField';
export { useRuleContext } from './useRuleContext';
export { useFieldOptions } from './useFieldOptions';
export { bindWidget } from './bindWidget';
export { RuntimeFieldTemplate } from './RuntimeFieldTemplate';
export { boundWidgets } from './boundWidgets';
export { checkField } from './checkField';
