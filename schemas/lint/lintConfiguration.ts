import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonSyntaxError, lineOf, lintDocuments, parseJsonSource, ruleVarsAt, rulePositions, type Finding, type LintFile, type LintRegistries } from '../../engine/core';
import screenMeta from '../meta/screen.schema.json';
import variantMeta from '../meta/variant.schema.json';
import menuMeta from '../meta/menu.schema.json';
import selectionMeta from '../meta/selection.schema.json';
import logicMeta from '../meta/logic.schema.json';
import columnsMeta from '../meta/columns.schema.json';
import reportsMeta from '../meta/reports.schema.json';
import reportMeta from '../meta/report.schema.json';
import switchesMeta from '../meta/client-switches.schema.json';
import profileMeta from '../meta/profile.schema.json';
import { portalContext, type ClientSwitch } from './context';

/** The project folder (two levels above this file). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUE = 'schemas/config/client-switches.json';
const PRESETS = 'server/config/presets.json';

/** Every JSON document under schemas/ and variants/, path relative to the project. */
export function configurationFiles(root = projectRoot): LintFile[] {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.json') ? [path] : [];
  });
  return [...walk(join(root, 'schemas')), ...walk(join(root, 'variants'))]
    .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
}

const parse = (files: LintFile[], path: string): unknown => {
  try { return JSON.parse(files.find((f) => f.path === path)?.text ?? 'null'); } catch { return null; }
};

/**
 * The presets against the catalogue (profiles set only catalogued switches; the defaults live in the catalogue alone) and
 * the catalogue against the documents (screens that read each switch).
 */
function catalogueFindings(files: LintFile[], switches: Record<string, ClientSwitch>, presets: unknown): Finding[] {
  const out: Finding[] = [];
  const p = presets as { defaults?: unknown; presets?: { id: string; values: Record<string, string> }[] } | null;
  if (p?.defaults !== undefined) out.push({ file: PRESETS, pointer: '/defaults', message: `Vorgaben der Schalter stehen nur im Katalog ${CATALOGUE} – den Block 'defaults' hier entfernen, abweichende Werte gehören in ein Profil` });
  (p?.presets ?? []).forEach((preset, i) => {
    for (const key of Object.keys(preset.values)) if (!Object.hasOwn(switches, key)) out.push({ file: PRESETS, pointer: `/presets/${i}/values/${key}`, message: `Profil '${preset.id}' setzt den Schalter '${key}', den der Katalog ${CATALOGUE} nicht kennt` });
  });
  for (const file of files) {
    let doc: Record<string, unknown>;
    try { doc = JSON.parse(file.text) as Record<string, unknown>; } catch { continue; }
    const id = String(doc.screen ?? doc.id ?? (file.path.endsWith('menu.json') ? 'navigation' : basename(file.path, '.json')));
    const read = new Set(rulePositions(doc, undefined).flatMap((pos) => ruleVarsAt(pos.rule, pos.pointer)).map((v) => v.name)
      .filter((n) => n.startsWith('config.')).map((n) => n.split('.')[1]));
    for (const key of read) {
      if (switches[key] && !switches[key].screens.includes(id)) out.push({ file: CATALOGUE, pointer: `/switches/${key}/screens`, message: `'${id}' (${file.path}) liest den Schalter '${key}' – '${id}' unter screens eintragen` });
    }
  }
  return out;
}

/**
 * Lints the portal's configuration: every document under schemas/ and variants/ (or the given files, e.g. a test's copy),
 * the client-switch catalogue and the presets, against the given registries (the server start passes the engine's
 * JSON-Logic operations only, so it loads no React). Returns the findings; an empty list means the configuration is sound.
 */
export function lintConfigurationWith(options: { root?: string; files?: LintFile[]; registries: LintRegistries }): Finding[] {
  const root = options.root ?? projectRoot;
  const given = options.files ?? configurationFiles(root);
  // The presets may come with the files (a test's copy); only documents of schemas/ and variants/ are linted as documents.
  const files = given.filter((f) => f.path.startsWith('schemas/') || f.path.startsWith('variants/'));
  const presetsFile = given.find((f) => f.path === PRESETS);
  const switches = ((parse(files, CATALOGUE) as { switches?: Record<string, ClientSwitch> } | null)?.switches ?? {});
  const findings = lintDocuments(files, {
    metas: {
      schemas: { 'screen.schema.json': screenMeta, 'variant.schema.json': variantMeta, 'menu.schema.json': menuMeta,
        'selection.schema.json': selectionMeta, 'columns.schema.json': columnsMeta, 'reports.schema.json': reportsMeta, 'report.schema.json': reportMeta,
        'client-switches.schema.json': switchesMeta, 'profile.schema.json': profileMeta },
      shared: { 'logic.schema.json': logicMeta },
      screen: 'screen.schema.json', variant: 'variant.schema.json', columns: 'columns.schema.json',
    },
    registries: options.registries,
    context: portalContext(switches),
  });
  const presetsPath = join(root, PRESETS);
  const presetsText = presetsFile?.text ?? (existsSync(presetsPath) ? readFileSync(presetsPath, 'utf8') : 'null');
  const texts: Record<string, string> = { [PRESETS]: presetsText, [CATALOGUE]: files.find((f) => f.path === CATALOGUE)?.text ?? 'null' };
  let presets: unknown = null;
  try { presets = parseJsonSource(presetsText).value; } catch (error) {
    const e = error as JsonSyntaxError;
    return [...findings, { file: PRESETS, line: e.line, column: e.column, message: e.message }];
  }
  return [...findings, ...catalogueFindings(files, switches, presets)].map((f) => {
    try { return { ...f, line: lineOf(parseJsonSource(texts[f.file]), f.pointer ?? '') }; } catch { return f; }
  });
}
