export { screenChanges, columnChanges } from './overlayDiff';
export type { ChangeAspect, ColumnChange, FieldChange, FieldFacts } from './overlayDiff';
