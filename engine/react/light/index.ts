export { LightScreenForm } from './LightScreenForm';
export type { LightScreenFormProps } from './LightScreenForm';
export { LightForm } from './LightForm';
export { LightField, lightFieldId } from './LightField';
export type { LightFieldProps } from './LightField';
