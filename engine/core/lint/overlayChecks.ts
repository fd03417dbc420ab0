import type { ErrorObject, ValidateFunction } from 'ajv';
import type { VariantOverlay } from '../overlay/applyVariants';
import { mergePatch } from '../overlay/mergePatch';
import { isColumnOverlay } from '../overlay/overlayKind';
import type { ScreenDocument } from '../screen/types';
import { germanAjvErrors } from './ajvMessages';
import { columnChecks, screenChecks, type LintOptions } from './documentChecks';
import type { JsonSource } from './jsonSource';
import { lintScreenOverlay } from './overlay';
import { lintOperators, lintRulePaths } from './rulePaths';
import { hint } from './suggest';
import type { LintProblem } from './types';

/** A parsed document: its path, its source with the line of each pointer, its value. */
export type Parsed = { path: string; source: JsonSource; doc: Record<string, unknown> };
/** Ids of the screen and column documents that have findings of their own (not valid JSON or not valid to their meta-schema). */
export type Broken = { screens: Set<string>; columns: Set<string> };
/** What overlays are checked against: the valid screens and column documents by id, the broken ones, the meta-schemas. */
export interface OverlayTargets {
  screens: Map<string, Parsed>;
  columns: Map<string, Parsed>;
  broken: Broken;
  validators: Record<string, ValidateFunction>;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const key = (o: LintProblem) => `${o.pointer} ${o.message}`;

function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

/** Findings of a merged document, placed at the overlay: at the patch's own line where it has one, else at /patch naming the base. */
function placed(p: Parsed, basePath: string, outs: LintProblem[]): LintProblem[] {
  return outs.map((o) =>
    p.source.lines.has(`/patch${o.pointer}`)
      ? { pointer: `/patch${o.pointer}`, message: o.message }
      : { pointer: '/patch', message: `nach dem Mischen auf ${basePath}: ${o.pointer || '/'}: ${o.message}` },
  );
}

/**
 * The base with only the merge patch applied, against the base's meta-schema: a patch that deletes (null) or retypes a part
 * the document needs (`"layout": null`) is named at its own line, before node edits would run on a broken document.
 */
function patchMetaProblems(p: Parsed, base: Parsed, validate: ValidateFunction | undefined): LintProblem[] {
  const patch = (p.doc as unknown as VariantOverlay).patch;
  if (!validate || !patch || typeof patch !== 'object' || Array.isArray(patch) || validate(mergePatch(base.doc, patch)))
    return [];
  const errors = validate.errors ?? [];
  const missing = (e: ErrorObject) => String((e.params as { missingProperty?: unknown }).missingProperty);
  const deleted = (e: ErrorObject) =>
    e.keyword === 'required' && valueAt(patch, `${e.instancePath}/${escape(missing(e))}`) === null;
  const deletions = errors.filter(deleted).map((e) => ({
    pointer: `/patch${e.instancePath}/${escape(missing(e))}`,
    message: `null löscht die Pflichtangabe '${missing(e)}' von ${base.path} (JSON Merge Patch) – einen Wert angeben oder die Zeile entfernen`,
  }));
  const rest = errors.filter((e) => !deleted(e));
  return [...deletions, ...(rest.length ? placed(p, base.path, germanAjvErrors(rest)) : [])];
}

/** A column overlay: the column document with the patch merged in, checked like a column document (only what the overlay adds). */
function columnOverlayChecks(p: Parsed, base: Parsed, targets: OverlayTargets, options: LintOptions): LintProblem[] {
  const validate = options.metas.columns ? targets.validators[options.metas.columns] : undefined;
  const metaProblems = patchMetaProblems(p, base, validate);
  if (metaProblems.length) return metaProblems;
  const merged = mergePatch(base.doc, (p.doc as unknown as VariantOverlay).patch ?? {});
  const before = new Set(columnChecks(base.doc, options).map(key));
  return placed(
    p,
    base.path,
    columnChecks(merged, options).filter((o) => !before.has(key(o))),
  );
}

/**
 * An overlay: its own condition, its target, and the target with the overlay merged in, checked like a document. An overlay
 * of a document that has findings of its own is not checked against it (the base's finding says what is wrong).
 */
export function overlayChecks(p: Parsed, targets: OverlayTargets, options: LintOptions): LintProblem[] {
  const overlay = p.doc as unknown as VariantOverlay;
  const own = [
    ...lintRulePaths({ when: overlay.when }, undefined, options.context),
    ...(options.registries.isOperation
      ? lintOperators({ when: overlay.when }, undefined, options.registries.isOperation)
      : []),
  ];
  if (isColumnOverlay(overlay)) {
    const columnBase = targets.columns.get(overlay.screen);
    if (columnBase) return [...own, ...columnOverlayChecks(p, columnBase, targets, options)];
    if (targets.broken.columns.has(overlay.screen)) return own;
  }
  const base = targets.screens.get(overlay.screen);
  if (!base) {
    if (targets.broken.screens.has(overlay.screen)) return own;
    return [
      ...own,
      {
        pointer: '/screen',
        message: `Maske '${overlay.screen}' existiert nicht${hint(overlay.screen, [...targets.screens.keys(), ...targets.columns.keys()])}`,
      },
    ];
  }
  const validate = targets.validators[options.metas.screen];
  const metaProblems = patchMetaProblems(p, base, validate);
  if (metaProblems.length) return [...own, ...metaProblems];
  const { problems, resolved } = lintScreenOverlay(base.doc as unknown as ScreenDocument, overlay, base.path);
  if (!resolved) return [...own, ...problems];
  if (!validate(resolved)) return [...own, ...placed(p, base.path, germanAjvErrors(validate.errors))];
  // Only what the overlay introduces: the base document's own findings are reported at the base.
  const before = new Set(screenChecks(base.doc as unknown as ScreenDocument, options).map(key));
  return [
    ...own,
    ...placed(
      p,
      base.path,
      screenChecks(resolved, options).filter((o) => !before.has(key(o))),
    ),
  ];
}
