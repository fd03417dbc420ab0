export { ScreenForm, LayoutObjectFieldTemplate } from './ScreenForm';
export type { ScreenFormProps } from './ScreenForm';
export { Theme, BlueprintForm } from './theme';
