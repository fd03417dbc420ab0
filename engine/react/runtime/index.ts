export { FormRuntimeContext, FieldPathContext, useFormRuntime, useFieldPath } from './context';
export type { FormRuntime } from './context';
export { useStoreValue, useFieldState, useMessages } from './hooks';
export { bindWidget } from './bindWidget';
export { RuntimeFieldTemplate } from './RuntimeFieldTemplate';
export { boundWidgets } from './boundWidgets';
