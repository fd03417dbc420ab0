import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  JsonSyntaxError,
  lineOf,
  lintDocuments,
  parseJsonSource,
  type Finding,
  type LintFile,
  type LintRegistries,
} from '../../engine/core';
import screenMeta from '../meta/screen.schema.json';
import variantMeta from '../meta/variant.schema.json';
import menuMeta from '../meta/menu.schema.json';
import selectionMeta from '../meta/selection.schema.json';
import logicMeta from '../meta/logic.schema.json';
import columnsMeta from '../meta/columns.schema.json';
import reportsMeta from '../meta/reports.schema.json';
import reportMeta from '../meta/report.schema.json';
import switchesMeta from '../meta/client-switches.schema.json';
import routesMeta from '../meta/routes.schema.json';
import profileMeta from '../meta/profile.schema.json';
import registryMeta from '../meta/registry.schema.json';
import sessionKeysMeta from '../meta/session-keys.schema.json';
import viewRegistryMeta from '../meta/view-registry.schema.json';
import viewMeta from '../meta/view.schema.json';
import textsMeta from '../meta/texts.schema.json';
import tollTariffMeta from '../meta/toll-tariff.schema.json';
import { composeFiles } from '../compose';
import { catalogueFindings } from './catalogue';
import { portalContext } from './context';
import { portalChecks } from './portalChecks';
import { lintSources, SOURCE_FILES } from './sources';

/** The project folder (two levels above this file). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUE = SOURCE_FILES.catalogue;
const PRESETS = 'server/config/presets.json';

/** Every JSON document under schemas/ and variants/, path relative to the project. */
export function configurationFiles(root = projectRoot): LintFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.json') ? [path] : [];
    });
  return [...walk(join(root, 'schemas')), ...walk(join(root, 'variants'))].map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));
}

/**
 * Lints the portal's configuration: every document under schemas/ and variants/ (or the given files, e.g. a test's copy),
 * the client-switch catalogue and the presets, against the given registries (the server start passes the engine's
 * JSON-Logic operations only, so it loads no React). Returns the findings; an empty list means the configuration is sound.
 */
export function lintConfigurationWith(options: {
  root?: string;
  files?: LintFile[];
  registries: LintRegistries;
}): Finding[] {
  const root = options.root ?? projectRoot;
  const given = options.files ?? configurationFiles(root);
  // The presets may come with the files (a test's copy); only documents of schemas/ and variants/ are linted as documents.
  const raw = given.filter((f) => f.path.startsWith('schemas/') || f.path.startsWith('variants/'));
  // Includes are resolved first: the checks see each document whole, a finding names the part file and its line.
  const composed = composeFiles(raw);
  const files = composed.files;
  const presetsFile = given.find((f) => f.path === PRESETS);
  const sources = lintSources(files);
  const context = portalContext(sources.switches ?? {});
  const documentFindings = lintDocuments(files, {
    metas: {
      schemas: {
        'screen.schema.json': screenMeta,
        'variant.schema.json': variantMeta,
        'menu.schema.json': menuMeta,
        'selection.schema.json': selectionMeta,
        'columns.schema.json': columnsMeta,
        'reports.schema.json': reportsMeta,
        'report.schema.json': reportMeta,
        'client-switches.schema.json': switchesMeta,
        'routes.schema.json': routesMeta,
        'profile.schema.json': profileMeta,
        'registry.schema.json': registryMeta,
        'session-keys.schema.json': sessionKeysMeta,
        'view.schema.json': viewMeta,
        'view-registry.schema.json': viewRegistryMeta,
        'texts.schema.json': textsMeta,
        'toll-tariff.schema.json': tollTariffMeta,
      },
      shared: { 'logic.schema.json': logicMeta },
      screen: 'screen.schema.json',
      variant: 'variant.schema.json',
      columns: 'columns.schema.json',
      view: 'view.schema.json',
    },
    registries: options.registries,
    // A catalogue that is no valid JSON has its own finding: config.* paths are then not checked against an empty one.
    context: sources.switches ? context : { ...context, config: undefined },
    checks: portalChecks(sources, context.session),
    broken: composed.broken,
  });
  const findings = [...composed.findings, ...documentFindings.map((f) => composed.place(f))];
  const presetsPath = join(root, PRESETS);
  const presetsText = presetsFile?.text ?? (existsSync(presetsPath) ? readFileSync(presetsPath, 'utf8') : 'null');
  const texts: Record<string, string> = {
    [PRESETS]: presetsText,
    [CATALOGUE]: files.find((f) => f.path === CATALOGUE)?.text ?? 'null',
  };
  let presets: unknown = null;
  try {
    presets = parseJsonSource(presetsText).value;
  } catch (error) {
    const e = error as JsonSyntaxError;
    return [...findings, { file: PRESETS, line: e.line, column: e.column, message: e.message }];
  }
  const catalogue = sources.switches
    ? catalogueFindings(files, sources.switches, presets, { catalogue: CATALOGUE, presets: PRESETS })
    : [];
  return [...findings, ...catalogue].map((f) => {
    try {
      return { ...f, line: lineOf(parseJsonSource(texts[f.file]), f.pointer ?? '') };
    } catch {
      return f;
    }
  });
}
