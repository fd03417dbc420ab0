export { explainField } from './explainField';
export type { ExplainReason, FieldExplanation, OverlayEffect } from './explainField';
export { describeExplanation, limitText, stateText } from './describe';
export { logicText } from './logicText';
export { facetsOf, changedFacets, LIMIT_KEYWORDS } from './facets';
export type { Aspect, Facet } from './facets';
export { fieldTrail, schemaPointer, requiredPointer, valueAt } from './trail';
export type { FieldTrail, TrailStep } from './trail';
export { registerDocumentParts, documentParts } from './documentParts';
