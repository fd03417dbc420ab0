export { defaultMessages, messageFor } from './messages';
export { validateScreen, withoutBlanks } from './validateScreen';
export type { FieldMessage } from './validateScreen';
