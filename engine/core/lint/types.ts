import type { JsonSchema, ScreenDocument } from '../screen/types';

/** One finding of the configuration linter: file, place (JSON pointer, line) and a German message with the fix. */
export interface Finding {
  file: string;
  pointer?: string;
  line?: number;
  column?: number;
  message: string;
}

/** A document as the linter reads it: its path relative to the project and its JSON text. */
export interface LintFile {
  path: string;
  text: string;
}

/**
 * What documents may name, taken from the engine's and the app's registries (the caller derives them, never a copy):
 * a missing entry skips its check.
 */
export interface LintRegistries {
  /** Whether the widget registry can render `name` for a field of this schema. */
  widget?: (name: string, schema: JsonSchema) => boolean;
  /** Registered widget names, for 'meinten Sie' hints. */
  widgetNames?: string[];
  /** Option sources the app serves (`options.source`). */
  optionSources?: string[];
  /** Per screen id: the action ids its page handles (`kind: button` without `opens`, `kind: custom`). */
  actions?: Record<string, string[]>;
  /** Per screen id: ids its page reads or handles (checks, confirms, actions, dialogs, row actions): the document must have them. */
  reads?: Record<string, string[]>;
  /** Per search screen id: the query parameters of its search call; every property of the screen's dataSchema must be one. */
  searchParams?: Record<string, string[]>;
  /** Per screen id and tabs node id: the tab ids the page has contents for (ScreenTabs); every tab of that node must be one. */
  tabContents?: Record<string, Record<string, string[]>>;
  /** Per view document id: the actions its page handles and the ids and message keys it reads. */
  views?: Record<string, { actions: readonly string[]; reads?: readonly string[] }>;
  /** JSON-Logic operations the engine knows. */
  isOperation?: (name: string) => boolean;
}

/** The typed rule context: the schema of each root a rule may read besides the screen's own data. */
export interface RuleContextSchemas {
  session?: JsonSchema;
  config?: JsonSchema;
  /** Roots readable without a type (variant, modes, index, start, …). */
  free?: string[];
  /** How messages name where session.* and config.* are declared (default 'die Sitzung', 'die Konfiguration'). */
  names?: { session?: string; config?: string };
}

/** The meta-schemas by file name (`screen.schema.json`, …) and which of them describe screens and overlays. */
export interface LintMetas {
  schemas: Record<string, object>;
  /** Meta-schemas referenced by others ($ref by file name), added before compiling. */
  shared?: Record<string, object>;
  screen: string;
  variant: string;
  columns?: string;
  /** The meta-schema of view documents (dialogs, menus, progress, sidebar contents). */
  view?: string;
}

/** A finding inside one document: JSON pointer and German message (the linter adds file and line). */
export interface LintProblem {
  pointer: string;
  message: string;
}

/**
 * Checks an application adds to the generic ones. Screen and column checks run on each document and again on it with
 * each overlay merged in (only what an overlay introduces is reported, at the overlay).
 */
export interface LintChecks {
  /** A valid screen document (also one with an overlay merged in). */
  screen?: (doc: ScreenDocument) => LintProblem[];
  /** A valid column document (also one with a column overlay merged in). */
  columns?: (doc: Record<string, unknown>) => LintProblem[];
  /** Any other valid document by the file name of its meta-schema; of an overlay only its condition (`{ when }`). */
  document?: (doc: Record<string, unknown>, meta: string, path: string) => LintProblem[];
}
