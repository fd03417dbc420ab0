import { mergePatch } from '../overlay/mergePatch';
import type { ScreenDocument } from '../screen/types';
import { lintDataSchema } from './dataSchema';
import { lintColumns } from './overlay';
import { lintOperators, lintRulePaths } from './rulePaths';
import { lintScreen } from './screen';
import type { LintChecks, LintMetas, LintProblem, LintRegistries, RuleContextSchemas } from './types';

/** What the linter needs besides the documents: meta-schemas, registries, the typed rule context, the app's own checks. */
export interface LintOptions {
  metas: LintMetas;
  registries: LintRegistries;
  context: RuleContextSchemas;
  checks?: LintChecks;
  /** Ids of screen and column documents the caller could not pass (an include failed): their overlays are not checked. */
  broken?: { screens?: string[]; columns?: string[] };
}

/** All checks of one screen document (also of a screen with an overlay merged in). */
export function screenChecks(doc: ScreenDocument, options: LintOptions): LintProblem[] {
  const readable = doc.ruleData ? mergePatch(doc.dataSchema, doc.ruleData) : doc.dataSchema;
  return [
    ...(doc.ruleData ? lintDataSchema(doc.ruleData, '/ruleData') : []),
    ...lintDataSchema(doc.dataSchema, '/dataSchema'),
    ...lintScreen(doc, options.registries),
    ...lintRulePaths(doc, readable, options.context),
    ...(options.registries.isOperation ? lintOperators(doc, readable, options.registries.isOperation) : []),
    ...(options.checks?.screen?.(doc) ?? []),
  ];
}

/** All checks of one column document (also of one with a column overlay merged in). */
export function columnChecks(doc: Record<string, unknown>, options: LintOptions): LintProblem[] {
  return [...lintColumns(doc), ...(options.checks?.columns?.(doc) ?? [])];
}
