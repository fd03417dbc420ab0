import type { JsonSchema, LintFile } from '../../engine/core';
import type { ClientSwitch } from './context';

/** The documents the portal's checks read besides the one checked; a part is missing when its document is not usable. */
export interface LintSources {
  /** Entity schemas (schemas/entities/) by file name; a file that is no JSON is named in `entityFiles` only. */
  entities: Map<string, JsonSchema>;
  /** Every file name under schemas/entities/, usable or not. */
  entityFiles: string[];
  /** The switches of the catalogue (schemas/config/client-switches.json). */
  switches?: Record<string, ClientSwitch>;
  /** The variant ids variants/selection.json picks, with 'default' (none picked). */
  variants?: string[];
  /** The mode names variants/selection.json defines. */
  modes?: string[];
  /** The route paths of schemas/navigation/routes.json (login, behind the login, public). */
  routes?: string[];
}

/** The file names the sources come from, as findings name them. */
export const SOURCE_FILES = {
  catalogue: 'schemas/config/client-switches.json',
  selection: 'variants/selection.json',
  routes: 'schemas/navigation/routes.json',
  entities: 'schemas/entities/',
} as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function parsed(files: LintFile[], path: string): Json | undefined {
  try {
    const value = JSON.parse(files.find((f) => f.path === path)?.text ?? 'null') as unknown;
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const paths = (list: unknown): string[] =>
  (Array.isArray(list) ? list : [])
    .map((r) => (typeof r === 'string' ? r : isObject(r) ? r.path : undefined))
    .filter((p): p is string => typeof p === 'string');

/**
 * Reads the sources once per lint run. A source that is not valid JSON or lacks its main part is left out, so the checks
 * that need it stay silent: its own finding says what is wrong, and nothing else repeats it.
 */
export function lintSources(files: LintFile[]): LintSources {
  const entities = new Map<string, JsonSchema>();
  const entityFiles = files
    .filter((f) => f.path.startsWith(SOURCE_FILES.entities))
    .map((f) => f.path.split('/').pop()!);
  for (const name of entityFiles) {
    const doc = parsed(files, `${SOURCE_FILES.entities}${name}`);
    if (doc) entities.set(name, doc as JsonSchema);
  }
  const catalogue = parsed(files, SOURCE_FILES.catalogue);
  const selection = parsed(files, SOURCE_FILES.selection);
  const routes = parsed(files, SOURCE_FILES.routes);
  const picked = Array.isArray(selection?.variants)
    ? selection.variants.map((v) => (isObject(v) ? v.variant : undefined))
    : undefined;
  return {
    entities,
    entityFiles,
    switches: isObject(catalogue?.switches) ? (catalogue.switches as Record<string, ClientSwitch>) : undefined,
    variants: picked
      ? [...new Set([...picked.filter((v): v is string => typeof v === 'string'), 'default'])]
      : undefined,
    modes: selection ? Object.keys(isObject(selection.modes) ? selection.modes : {}) : undefined,
    routes: routes ? [...paths(routes.login), ...paths(routes.protected), ...paths(routes.public)] : undefined,
  };
}
