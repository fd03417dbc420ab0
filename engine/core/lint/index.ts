export { lintDocuments, formatFinding } from './lintDocuments';
export type { LintOptions } from './lintDocuments';
export { lintDataSchema } from './dataSchema';
export { lintView } from './view';
export { ruleVarsAt, rulePositions } from './rulePaths';
export { parseJsonSource, lineOf, JsonSyntaxError } from './jsonSource';
export { closest, hint, near } from './suggest';
export type {
  Finding,
  LintChecks,
  LintFile,
  LintMetas,
  LintProblem,
  LintRegistries,
  RuleContextSchemas,
} from './types';
export { originOf } from './parts';
export type { PartOrigin } from './parts';
