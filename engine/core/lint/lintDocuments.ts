import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { VariantOverlay } from '../overlay/applyVariants';
import { mergePatch } from '../overlay/mergePatch';
import { isColumnOverlay } from '../overlay/overlayKind';
import type { ScreenDocument } from '../screen/types';
import { germanAjvErrors } from './ajvMessages';
import { ANNOTATIONS, lintDataSchema, unknownKeywords } from './dataSchema';
import { JsonSyntaxError, lineOf, parseJsonSource, type JsonSource } from './jsonSource';
import { lintColumns, lintScreenOverlay } from './overlay';
import { lintOperators, lintRulePaths } from './rulePaths';
import { lintScreen } from './screen';
import { hint } from './suggest';
import type { Finding, LintFile, LintMetas, LintRegistries, RuleContextSchemas } from './types';

/** What the linter needs besides the documents: meta-schemas, registries, the typed rule context. */
export interface LintOptions {
  metas: LintMetas;
  registries: LintRegistries;
  context: RuleContextSchemas;
}

type Out = { pointer: string; message: string };
type Parsed = { path: string; source: JsonSource; doc: Record<string, unknown> };

const metaName = (doc: Record<string, unknown>) => String(doc.$schema ?? '').split('/').pop() ?? '';
const isDraft = (doc: Record<string, unknown>) => /json-schema\.org/.test(String(doc.$schema ?? ''));

function compileMetas(metas: LintMetas): Record<string, ValidateFunction> {
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, verbose: true }));
  for (const [name, schema] of Object.entries(metas.shared ?? {})) ajv.addSchema(schema, name);
  return Object.fromEntries(Object.entries(metas.schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
}

/** Entity schemas (JSON Schema drafts) compile strictly, each with all others registered so file $refs resolve. */
function lintEntities(entities: Parsed[]): Map<string, Out[]> {
  const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true, logger: false }));
  const result = new Map<string, Out[]>();
  for (const e of entities) {
    try { ajv.addSchema(e.doc, e.path.split('/').pop()); } catch (error) { result.set(e.path, [{ pointer: '', message: `Schema ungültig: ${(error as Error).message}` }]); }
  }
  for (const e of entities) {
    if (result.has(e.path)) continue;
    const unknown = unknownKeywords(e.doc, '', (key) => ANNOTATIONS.includes(key) || Boolean(ajv.getKeyword(key)));
    if (unknown.length) { result.set(e.path, unknown); continue; }
    const valid = ajv.validateSchema(e.doc);
    if (!valid) { result.set(e.path, germanAjvErrors(ajv.errors)); continue; }
    try { ajv.getSchema(e.path.split('/').pop()!); } catch (error) {
      const unknown = /unknown keyword: "([^"]+)"/.exec((error as Error).message);
      result.set(e.path, [{ pointer: '', message: unknown ? `unbekanntes Schlüsselwort '${unknown[1]}'` : `Schema lässt sich nicht übersetzen: ${(error as Error).message}` }]);
    }
  }
  return result;
}

/** All checks of one screen document (also of a screen with an overlay merged in). */
function screenChecks(doc: ScreenDocument, options: LintOptions): Out[] {
  const readable = doc.ruleData ? mergePatch(doc.dataSchema, doc.ruleData) : doc.dataSchema;
  return [
    ...(doc.ruleData ? lintDataSchema(doc.ruleData, '/ruleData') : []),
    ...lintDataSchema(doc.dataSchema, '/dataSchema'),
    ...lintScreen(doc, options.registries),
    ...lintRulePaths(doc, readable, options.context),
    ...(options.registries.isOperation ? lintOperators(doc, readable, options.registries.isOperation) : []),
  ];
}

/**
 * Lints configuration documents: JSON syntax, meta-schemas, strict data schemas, registry ids, typed rule paths,
 * overlays merged onto their base, unreferenced files. Returns findings (empty when all is well); never throws.
 */
export function lintDocuments(files: LintFile[], options: LintOptions): Finding[] {
  const findings: Finding[] = [];
  const parsed: Parsed[] = [];
  for (const file of files) {
    try {
      const source = parseJsonSource(file.text);
      parsed.push({ path: file.path, source, doc: (source.value ?? {}) as Record<string, unknown> });
    } catch (error) {
      const e = error as JsonSyntaxError;
      findings.push({ file: file.path, line: e.line, column: e.column, message: e.message });
    }
  }
  const report = (p: Parsed, outs: Out[]) => {
    for (const o of outs) findings.push({ file: p.path, pointer: o.pointer || '/', line: lineOf(p.source, o.pointer), message: o.message });
  };
  const validators = compileMetas(options.metas);
  const metaFiles = new Set([...Object.keys(options.metas.schemas), ...Object.keys(options.metas.shared ?? {})]);
  const entities = parsed.filter((p) => isDraft(p.doc) && !metaFiles.has(p.path.split('/').pop()!));
  for (const [path, outs] of lintEntities(entities)) report(parsed.find((p) => p.path === path)!, outs);
  const screens = new Map<string, Parsed>();
  const columns = new Map<string, Parsed>();
  const valid = new Set<Parsed>();
  for (const p of parsed) {
    if (isDraft(p.doc)) continue;
    const name = metaName(p.doc);
    const validate = validators[name];
    if (!validate) { report(p, [{ pointer: '/$schema', message: `unbekanntes $schema '${String(p.doc.$schema)}'${hint(name, Object.keys(validators))}` }]); continue; }
    if (!validate(p.doc)) { report(p, germanAjvErrors(validate.errors)); continue; }
    valid.add(p);
    if (name === options.metas.screen) screens.set(String(p.doc.id), p);
    if (name === options.metas.columns) columns.set(String(p.doc.id), p);
  }
  for (const p of valid) {
    const name = metaName(p.doc);
    if (name === options.metas.screen) report(p, screenChecks(p.doc as unknown as ScreenDocument, options));
    else if (name === options.metas.variant) report(p, overlayChecks(p, screens, columns, validators, options));
    else {
      report(p, lintRulePaths(p.doc, undefined, { ...options.context, free: undefined }).filter((o) => !o.message.includes('unbekannter Kontext')));
      if (options.registries.isOperation) report(p, lintOperators(p.doc, undefined, options.registries.isOperation));
      if (name === options.metas.columns) report(p, lintColumns(p.doc));
    }
  }
  return findings;
}

/** An overlay: its own rules, its target, and the target with the overlay merged in, checked like a document. */
function overlayChecks(p: Parsed, screens: Map<string, Parsed>, columns: Map<string, Parsed>, validators: Record<string, ValidateFunction>, options: LintOptions): Out[] {
  const overlay = p.doc as unknown as VariantOverlay;
  const own = [...lintRulePaths({ when: overlay.when }, undefined, options.context),
    ...(options.registries.isOperation ? lintOperators({ when: overlay.when }, undefined, options.registries.isOperation) : [])];
  const base = screens.get(overlay.screen);
  const columnBase = isColumnOverlay(overlay) ? columns.get(overlay.screen) : undefined;
  if (columnBase) {
    const patch = (overlay.patch ?? {}) as Record<string, unknown>;
    return [...own, ...lintColumns({ columns: { ...(columnBase.doc.columns as object), ...(patch.columns as object) }, order: patch.order }, '/patch')];
  }
  if (!base) return [...own, { pointer: '/screen', message: `Maske '${overlay.screen}' existiert nicht${hint(overlay.screen, [...screens.keys(), ...columns.keys()])}` }];
  const { problems, resolved } = lintScreenOverlay(base.doc as unknown as ScreenDocument, overlay);
  if (!resolved) return [...own, ...problems];
  const validate = validators[options.metas.screen];
  if (!validate(resolved)) {
    return [...own, ...germanAjvErrors(validate.errors).map((o) => ({ pointer: '/patch', message: `nach dem Mischen auf ${base.path}: ${o.pointer || '/'}: ${o.message}` }))];
  }
  // Only what the overlay introduces: the base document's own findings are reported at the base.
  const before = new Set(screenChecks(base.doc as unknown as ScreenDocument, options).map((o) => `${o.pointer} ${o.message}`));
  const after = screenChecks(resolved, options).filter((o) => !before.has(`${o.pointer} ${o.message}`));
  return [...own, ...after.map((o) => (p.source.lines.has(`/patch${o.pointer}`)
    ? { pointer: `/patch${o.pointer}`, message: o.message }
    : { pointer: '/patch', message: `nach dem Mischen auf ${base.path}: ${o.pointer}: ${o.message}` }))];
}

/** A finding as one line: 'file:line pointer: message'. */
export function formatFinding(f: Finding): string {
  const place = f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : '';
  return `${f.file}${place}${f.pointer ? ` ${f.pointer}` : ''}: ${f.message}`;
}
