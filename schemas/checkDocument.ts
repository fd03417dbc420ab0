import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { applyOverlay, entryIds, fieldNodes, isKnownOperation, OverlayError, schemaAt, tableNodes } from '../engine/core';
import type { FieldNode, JsonSchema, ScreenDocument, VariantOverlay } from '../engine/core';
import screenMeta from './meta/screen.schema.json';
import variantMeta from './meta/variant.schema.json';
import menuMeta from './meta/menu.schema.json';
import selectionMeta from './meta/selection.schema.json';
import logicMeta from './meta/logic.schema.json';
import columnsMeta from './meta/columns.schema.json';
import reportsMeta from './meta/reports.schema.json';

const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));
ajv.addSchema(logicMeta, 'logic.schema.json');
const metas = {
  'screen.schema.json': ajv.compile(screenMeta),
  'variant.schema.json': ajv.compile(variantMeta),
  'menu.schema.json': ajv.compile(menuMeta),
  'selection.schema.json': ajv.compile(selectionMeta),
  'columns.schema.json': ajv.compile(columnsMeta),
  'reports.schema.json': ajv.compile(reportsMeta),
};

/** Checks one document: meta-schema, known JSON-Logic operators, and references to fields and screens. */
export function checkDocument(path: string, doc: unknown, all: Map<string, unknown>): string[] {
  const record = doc as Record<string, unknown>;
  if (path.startsWith('schemas/meta/')) return []; // compiled above at load time
  if (path.startsWith('schemas/entities/')) return compiles(path, all);
  const metaName = String(record.$schema ?? '').split('/').pop() as keyof typeof metas;
  const validate = metas[metaName];
  if (!validate) return [`unbekanntes $schema '${String(record.$schema)}'`];
  const problems = validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  problems.push(...unknownOperators(doc));
  if (metaName === 'screen.schema.json' && problems.length === 0) problems.push(...unplacedFields(doc as ScreenDocument));
  if (metaName === 'columns.schema.json') problems.push(...columnProblems(record));
  if (metaName === 'variant.schema.json') {
    const screenIds = [...all.values()].map((d) => (d as Record<string, unknown>).id);
    if (!screenIds.includes(record.screen)) problems.push(`Maske '${String(record.screen)}' existiert nicht`);
    const target = [...all.values()].find((d) => (d as Record<string, unknown>).id === record.screen) as Record<string, unknown> | undefined;
    if (String(target?.$schema ?? '').endsWith('columns.schema.json')) {
      const patch = (record.patch ?? {}) as Record<string, unknown>;
      problems.push(...columnProblems({ columns: { ...(target!.columns as object), ...(patch.columns as object) }, order: patch.order }));
    }
    if (String(target?.$schema ?? '').endsWith('screen.schema.json') && problems.length === 0) problems.push(...overlayProblems(target as unknown as ScreenDocument, doc as VariantOverlay));
  }
  return problems;
}

/** A screen overlay names only layout nodes the screen has, and the screen it makes is a valid screen document. */
function overlayProblems(screen: ScreenDocument, overlay: VariantOverlay): string[] {
  const ids = entryIds(screen);
  const missing = Object.keys(overlay.nodes ?? {}).filter((id) => !ids.includes(id)).map((id) => `Knoten '${id}' fehlt in Maske '${screen.id}'`);
  if (missing.length) return missing;
  let resolved: ScreenDocument;
  try {
    resolved = applyOverlay(screen, overlay);
  } catch (error) {
    if (error instanceof OverlayError) return [error.message];
    throw error;
  }
  const validate = metas['screen.schema.json'];
  if (!validate(resolved)) return (validate.errors ?? []).map((e) => `Maske mit Overlay: ${e.instancePath || '/'} ${e.message}`);
  return unplacedFields(resolved).map((p) => `Maske mit Overlay: ${p}`);
}

let entityAjv: Ajv2020 | undefined;

/** Compiles an entity schema with all entity files registered, so relative file $refs resolve. */
function compiles(path: string, all: Map<string, unknown>): string[] {
  try {
    if (!entityAjv) {
      entityAjv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
      for (const [p, d] of all) if (p.startsWith('schemas/entities/')) entityAjv.addSchema(d as object, p.split('/').pop());
    }
    entityAjv.getSchema(path.split('/').pop()!);
    return [];
  } catch (error) {
    return [`Schema lässt sich nicht übersetzen: ${(error as Error).message}`];
  }
}

/** Column value rules use only known operators; every id of the column set is a defined column. */
function columnProblems(doc: Record<string, unknown>): string[] {
  const columns = (doc.columns ?? {}) as Record<string, { value?: unknown }>;
  const order = Array.isArray(doc.order) ? (doc.order as string[]) : [];
  return [
    ...Object.values(columns).flatMap((c) => (c.value === undefined ? [] : unknownOperators(c.value, true))),
    ...order.filter((id) => !columns[id]).map((id) => `Spalte '${id}' fehlt in columns`),
  ];
}

function unplacedFields(doc: ScreenDocument): string[] {
  const properties = doc.dataSchema.properties ?? {};
  const problems = fieldNodes(doc.layout).filter((n) => !schemaAt(doc.dataSchema, n.field)).map((n) => `Feld '${n.field}' fehlt im dataSchema`);
  problems.push(...fieldNodes(doc.layout).flatMap((n) => unknownFillTargets(n, doc.dataSchema, `Feld '${n.field}'`)));
  for (const table of tableNodes(doc.layout)) {
    const items = (properties[table.field]?.items ?? {}) as JsonSchema;
    if (properties[table.field]?.type !== 'array') problems.push(`Tabelle '${table.id}': '${table.field}' ist keine Liste im dataSchema`);
    for (const col of table.columns) if (!schemaAt(items, col.field)) problems.push(`Tabelle '${table.id}': Spalte '${col.field}' fehlt im dataSchema`);
    problems.push(...table.columns.flatMap((col) => unknownFillTargets(col, items, `Tabelle '${table.id}': Spalte '${col.field}'`)));
  }
  return problems;
}

/** A choice fills paths of its table row (or of the form data): each must exist there. */
function unknownFillTargets(node: FieldNode, scope: JsonSchema, where: string): string[] {
  return Object.keys(node.options?.fill ?? {}).filter((target) => !schemaAt(scope, target)).map((target) => `${where}: fill-Ziel '${target}' fehlt im dataSchema`);
}

/** Walks rule positions (visible, readOnly, required, when, enabled) and reports unknown operators. */
function unknownOperators(value: unknown, inRule = false): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => unknownOperators(v, inRule));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const ruleKey = ['visible', 'readOnly', 'required', 'when', 'enabled', 'value', 'filter', 'storedLabel', 'title', 'titleRule', 'rowFilter'].includes(key);
    // modes and option params map names to rules: each value is a rule position.
    if ((key === 'modes' || key === 'params') && !inRule && child && typeof child === 'object') return Object.values(child).flatMap((rule) => unknownOperators(rule, true));
    if (inRule && !isKnownOperation(key)) return [`unbekannter JSON-Logic-Operator '${key}'`];
    return unknownOperators(child, inRule || ruleKey);
  });
}
