import { schemaAt } from '../screen/schemaAt';
import type { JsonSchema } from '../screen/types';
import { hint } from './suggest';
import type { RuleContextSchemas } from './types';

type Out = { pointer: string; message: string };

// Keys whose value is a JSON-Logic rule or expression; `modes` and `params` map names to rules.
const RULE_KEYS = [
  'visible',
  'readOnly',
  'required',
  'when',
  'enabled',
  'value',
  'filter',
  'storedLabel',
  'titleRule',
  'rowFilter',
  'cancelToList',
  'title',
];
const RULE_MAPS = ['modes', 'params'];
// Operations whose later arguments read each item (`{"var": "cbm"}` is the item's cbm), not the rule context.
const ITEM_SCOPED = ['map', 'filter', 'reduce', 'all', 'some', 'none'];
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every `var` a rule reads, with its pointer; item-scoped arguments of map/filter/… are left out. */
export function ruleVarsAt(rule: unknown, pointer: string): { name: string; pointer: string }[] {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => ruleVarsAt(r, `${pointer}/${i}`));
  if (!rule || typeof rule !== 'object') return [];
  return Object.entries(rule as Record<string, unknown>).flatMap(([op, args]) => {
    const at = `${pointer}/${escape(op)}`;
    if (op === 'var') {
      const name = Array.isArray(args) ? args[0] : args;
      return typeof name === 'string' && name !== '' ? [{ name, pointer: at }] : [];
    }
    if (ITEM_SCOPED.includes(op) && Array.isArray(args)) return ruleVarsAt(args[0], `${at}/0`);
    return ruleVarsAt(args, at);
  });
}

/** Each rule position of a document with the row schema its rules read as `row.*` (table columns, forEach checks). */
export function rulePositions(
  doc: unknown,
  dataSchema: JsonSchema | undefined,
): { rule: unknown; pointer: string; row?: JsonSchema }[] {
  const found: { rule: unknown; pointer: string; row?: JsonSchema }[] = [];
  const walk = (value: unknown, pointer: string, row: JsonSchema | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${pointer}/${i}`, row));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // A table's columns and row actions, a check or computed rule with forEach: rules read the array's items as row.*.
    const arrayField = record.type === 'table' ? record.field : record.forEach;
    const scope =
      typeof arrayField === 'string' && dataSchema
        ? (schemaAt(dataSchema, arrayField)?.items as JsonSchema | undefined)
        : row;
    for (const [key, child] of Object.entries(record)) {
      const at = `${pointer}/${escape(key)}`;
      if (key === 'dataSchema' || key === 'ruleData' || key === 'patch' || key === 'nodes') continue;
      if (RULE_KEYS.includes(key) && child && typeof child === 'object' && !Array.isArray(child))
        found.push({ rule: child, pointer: at, row: scope });
      else if (RULE_MAPS.includes(key) && child && typeof child === 'object') {
        for (const [name, rule] of Object.entries(child))
          found.push({ rule, pointer: `${at}/${escape(name)}`, row: scope });
      } else walk(child, at, scope);
    }
  };
  walk(doc, '', undefined);
  return found;
}

const rootsOf = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

/** Whether a path is declared; below an object without declared properties (free-form data) anything is. */
function declared(schema: JsonSchema, path: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const key of path.split('.')) {
    if (!node) return false;
    if (node !== schema && !node.properties && !node.items) return true;
    node = /^\d+$/.test(key) ? (node.items as JsonSchema | undefined) : node.properties?.[key];
  }
  return Boolean(node);
}

/**
 * Checks every `var` path against the typed rule context: `data.*` against the screen's data schema, `row.*` against the
 * table's items, `session.*` and `config.*` against their schemas; other roots must be among the free ones.
 */
export function lintRulePaths(doc: unknown, dataSchema: JsonSchema | undefined, context: RuleContextSchemas): Out[] {
  const out: Out[] = [];
  const roots = ['data', 'row', 'session', 'config', ...(context.free ?? [])];
  for (const position of rulePositions(doc, dataSchema)) {
    for (const { name, pointer } of ruleVarsAt(position.rule, position.pointer)) {
      const [root, ...rest] = name.split('.');
      const path = rest.join('.');
      const check = (schema: JsonSchema | undefined, label: string, whole = false) => {
        if (!schema || !path) return;
        const key = whole ? path : rest[0];
        if (declared(schema, key)) return;
        const parent = whole && key.includes('.') ? schemaAt(schema, key.slice(0, key.lastIndexOf('.'))) : schema;
        const last = key.split('.').pop()!;
        out.push({
          pointer,
          message: `Regel liest '${name}', aber ${label} kennt '${key}' nicht${hint(last, rootsOf(parent))}`,
        });
      };
      if (root === 'data') check(dataSchema, 'das Datenschema der Maske', true);
      else if (root === 'row') check(position.row, 'die Tabellenzeile', true);
      else if (root === 'session') check(context.session, context.names?.session ?? 'die Sitzung');
      else if (root === 'config') check(context.config, context.names?.config ?? 'die Konfiguration');
      else if (!roots.includes(root))
        out.push({ pointer, message: `Regel liest '${name}': unbekannter Kontext '${root}'${hint(root, roots)}` });
    }
  }
  return out;
}

/** Operators every rule position uses must be known to the engine (a typo would throw at run time). */
export function lintOperators(
  doc: unknown,
  dataSchema: JsonSchema | undefined,
  isOperation: (name: string) => boolean,
): Out[] {
  const out: Out[] = [];
  const walk = (rule: unknown, pointer: string): void => {
    if (Array.isArray(rule)) {
      rule.forEach((r, i) => walk(r, `${pointer}/${i}`));
      return;
    }
    if (!rule || typeof rule !== 'object') return;
    for (const [op, args] of Object.entries(rule as Record<string, unknown>)) {
      if (!isOperation(op))
        out.push({ pointer: `${pointer}/${escape(op)}`, message: `unbekannter JSON-Logic-Operator '${op}'` });
      else walk(args, `${pointer}/${escape(op)}`);
    }
  };
  for (const position of rulePositions(doc, dataSchema)) walk(position.rule, position.pointer);
  return out;
}
