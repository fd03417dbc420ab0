export { createFormStore } from './createFormStore';
export type { FormStore } from './createFormStore';
export { watchFieldStates } from './watchFieldStates';
export type { FieldStateWatcher } from './watchFieldStates';
export { getAt, setAt, related, splitPath } from './paths';
export type { DataPath } from './paths';
export { createMessageStore } from './createMessageStore';
export type { MessageStore } from './createMessageStore';
