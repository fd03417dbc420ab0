export { diffFields, flatten } from './diff';
export type { FieldChange } from './diff';
export { PASSWORD_CHANGED, recordChange, recordCreated } from './record';
export type { Change, ChangeAction, ChangeActor, ChangeObject } from './record';
export { objectChanges, searchChanges } from './search';
export type { ChangeEntry, ChangeSearch } from './search';
export { addressChange, orderChange, tenantChange, userChange, userRowForLog } from './objects';
