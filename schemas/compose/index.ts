export { composeDocuments, INCLUDE_KEY, PART_SUFFIX, isPart } from './composeDocuments';
export type { ComposedDocuments, ComposeProblem } from './composeDocuments';
export type { PartOrigin } from '../../engine/core';
export { composeFiles } from './composeFiles';
export { originOf } from '../../engine/core';
export type { ComposedFiles } from './composeFiles';
