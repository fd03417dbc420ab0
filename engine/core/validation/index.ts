export { defaultMessages, formatLimit, messageFor, messageKey, NAME_PATTERN } from './messages';
export { validateScreen, withoutBlanks } from './validateScreen';
export { checkMessages, hintMessages } from './checkMessages';
export { readOnlyViolations, sameValue } from './readOnlyViolations';
export type { FieldMessage } from './validateScreen';
export { exactMultipleOf } from './exactMultipleOf';
