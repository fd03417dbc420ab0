import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ScreenDocument } from '../screen/types';
import { germanAjvErrors } from './ajvMessages';
import { columnChecks, screenChecks, type LintOptions } from './documentChecks';
import { lintEntities } from './entities';
import { JsonSyntaxError, lineOf, parseJsonSource } from './jsonSource';
import { overlayChecks, type Broken, type Parsed } from './overlayChecks';
import { lintOperators, lintRulePaths } from './rulePaths';
import { hint } from './suggest';
import { lintView } from './view';
import type { ViewDocument } from '../view/types';
import type { Finding, LintFile, LintMetas, LintProblem } from './types';

export type { LintOptions } from './documentChecks';

type Out = LintProblem;

const metaName = (doc: Record<string, unknown>) =>
  String(doc.$schema ?? '')
    .split('/')
    .pop() ?? '';
const isDraft = (doc: Record<string, unknown>) => /json-schema\.org/.test(String(doc.$schema ?? ''));

function compileMetas(metas: LintMetas): Record<string, ValidateFunction> {
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, verbose: true }));
  for (const [name, schema] of Object.entries(metas.shared ?? {})) ajv.addSchema(schema, name);
  return Object.fromEntries(Object.entries(metas.schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
}

// A screen or column document that is not even valid JSON is known by its file name (<id>.screen.json) and its first id.
const idsOfText = (path: string, text: string) =>
  [path.split('/').pop()!.split('.')[0], /"id"\s*:\s*"([^"]+)"/.exec(text)?.[1]].filter((id): id is string =>
    Boolean(id),
  );

/**
 * Lints configuration documents: JSON syntax, meta-schemas, strict data schemas, registry ids, typed rule paths,
 * overlays merged onto their base, unreferenced files. Returns findings (empty when all is well); never throws.
 */
export function lintDocuments(files: LintFile[], options: LintOptions): Finding[] {
  const findings: Finding[] = [];
  const parsed: Parsed[] = [];
  const unparsed: string[] = [];
  // Screens and column documents with findings of their own: their overlays are not checked against them, as every
  // overlay would only repeat the base's finding as 'Maske … existiert nicht'.
  const broken: Broken = { screens: new Set(options.broken?.screens), columns: new Set(options.broken?.columns) };
  for (const file of files) {
    try {
      const source = parseJsonSource(file.text);
      parsed.push({ path: file.path, source, doc: (source.value ?? {}) as Record<string, unknown> });
    } catch (error) {
      const e = error as JsonSyntaxError;
      findings.push({ file: file.path, line: e.line, column: e.column, message: e.message });
      unparsed.push(file.path.split('/').pop()!);
      for (const id of idsOfText(file.path, file.text)) {
        if (file.text.includes('screen.schema.json')) broken.screens.add(id);
        if (file.text.includes('columns.schema.json')) broken.columns.add(id);
      }
    }
  }
  const report = (p: Parsed, outs: Out[]) => {
    for (const o of outs)
      findings.push({ file: p.path, pointer: o.pointer || '/', line: lineOf(p.source, o.pointer), message: o.message });
  };
  const validators = compileMetas(options.metas);
  const metaFiles = new Set([...Object.keys(options.metas.schemas), ...Object.keys(options.metas.shared ?? {})]);
  const entities = parsed.filter((p) => isDraft(p.doc) && !metaFiles.has(p.path.split('/').pop()!));
  for (const [path, outs] of lintEntities(entities, unparsed))
    report(
      parsed.find((p) => p.path === path)!,
      outs,
    );
  const screens = new Map<string, Parsed>();
  const columns = new Map<string, Parsed>();
  const valid = new Set<Parsed>();
  for (const p of parsed) {
    if (isDraft(p.doc)) continue;
    const name = metaName(p.doc);
    const validate = validators[name];
    if (!validate) {
      report(p, [
        {
          pointer: '/$schema',
          message: `unbekanntes $schema '${String(p.doc.$schema)}'${hint(name, Object.keys(validators))}`,
        },
      ]);
      continue;
    }
    if (!validate(p.doc)) {
      report(p, germanAjvErrors(validate.errors));
      const own = (p.doc as Record<string, unknown>).id;
      const id = typeof own === 'string' ? own : idsOfText(p.path, '')[0];
      if (name === options.metas.screen) broken.screens.add(id);
      if (name === options.metas.columns) broken.columns.add(id);
      continue;
    }
    valid.add(p);
    if (name === options.metas.screen) screens.set(String(p.doc.id), p);
    if (name === options.metas.columns) columns.set(String(p.doc.id), p);
  }
  for (const p of valid) {
    const name = metaName(p.doc);
    if (name === options.metas.screen) report(p, screenChecks(p.doc as unknown as ScreenDocument, options));
    else if (name === options.metas.variant) {
      report(p, overlayChecks(p, { screens, columns, broken, validators }, options));
      report(p, options.checks?.document?.({ when: p.doc.when }, name, p.path) ?? []);
    } else {
      report(
        p,
        lintRulePaths(p.doc, undefined, { ...options.context, free: undefined }).filter(
          (o) => !o.message.includes('unbekannter Kontext'),
        ),
      );
      if (options.registries.isOperation) report(p, lintOperators(p.doc, undefined, options.registries.isOperation));
      if (name === options.metas.columns) report(p, columnChecks(p.doc, options));
      else if (name === options.metas.view)
        report(p, lintView(p.doc as unknown as ViewDocument, options.registries, [...columns.keys()]));
      else report(p, options.checks?.document?.(p.doc, name, p.path) ?? []);
    }
  }
  return findings;
}

/** A finding as one line: 'file:line pointer: message'. */
export function formatFinding(f: Finding): string {
  const place = f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : '';
  return `${f.file}${place}${f.pointer ? ` ${f.pointer}` : ''}: ${f.message}`;
}
