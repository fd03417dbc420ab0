export { ScreenForm } from './ScreenForm';
export type { ScreenFormProps } from './ScreenForm';
export { LayoutObjectFieldTemplate } from './LayoutObjectFieldTemplate';
