import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema, RuleContext, ScreenDocument } from '../screen/types';
import { effectiveSchema, resolveFields, type FieldState } from '../screen/resolveFields';
import { withRequired } from '../screen/schemaAt';
import { fieldNodes, tableNodes } from '../screen/walk';
import { filledRows, itemSchema, rowFieldStates } from '../table/rows';
import { messageFor } from './messages';
import { isDateString } from '../logic/operations';
import { engineProfile } from '../profile/current';
import { evaluate } from '../logic/evaluate';
import { isValidIban } from '../format/iban';
import { parseTime } from '../format/date';
import { checkMessages } from './checkMessages';
import { computedResults } from '../computed/applyComputed';
import { getAt } from '../store/paths';
import { exactMultipleOf } from './exactMultipleOf';

/** One validation finding: the field path ('' for the whole form) and a German message. */
export interface FieldMessage {
  field: string;
  message: string;
  rule: string;
}

let ajv: Ajv | undefined;
/**
 * The validator, made on the first validation and not at import: every page imports the engine, and creating Ajv with its
 * formats cost about 18 ms of the capture screen's mount and of the login page, which validate nothing until asked.
 */
function portalAjv(): Ajv {
  if (ajv) return ajv;
  ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  // The portal's own formats: IBAN (checksum), dates by the date check from the installed profile's first year on (read
  // at each check: the validator is made once per process), times hh:mm in 24 h.
  ajv.addFormat('iban', { type: 'string', validate: (v: string) => isValidIban(v) });
  ajv.addFormat('date', {
    type: 'string',
    validate: (v: string) => isDateString(v, engineProfile().dates.minYear) && v.includes('-'),
  });
  ajv.addFormat('time', { type: 'string', validate: (v: string) => parseTime(v) === v });
  exactMultipleOf(ajv);
  return ajv;
}
const compiled = new Map<string, ValidateFunction>();
/** Row schemas differ only by their required list: compile each variant once. */
const compile = (schema: JsonSchema) => {
  const key = JSON.stringify(schema);
  if (!compiled.has(key)) compiled.set(key, portalAjv().compile(schema));
  return compiled.get(key)!;
};

// Per document object and set of mandatory fields: many rows checked with one document (an import of 10,000 addresses)
// compile and look up once instead of serialising the schema for every row.
const byDocument = new WeakMap<ScreenDocument, Map<string, ValidateFunction>>();
function formValidator(doc: ScreenDocument, states: Record<string, FieldState>, required: string[]): ValidateFunction {
  let known = byDocument.get(doc);
  if (!known) byDocument.set(doc, (known = new Map()));
  const key = required.join('\u0000');
  let validate = known.get(key);
  if (!validate) {
    const schema = effectiveSchema(doc, states);
    const properties = { ...schema.properties };
    for (const table of tableNodes(doc.layout))
      if (properties[table.field]) properties[table.field] = { ...properties[table.field], items: true };
    known.set(key, (validate = compile({ ...schema, properties })));
  }
  return validate;
}

/**
 * Validates data against a screen document exactly as browser and server both must. Table rows are checked
 * one by one with their column rules; empty rows (the trailing one) are skipped.
 */
export function validateScreen(doc: ScreenDocument, context: RuleContext): FieldMessage[] {
  // Read-only rules never change what is valid: validation evaluates visibility and mandatory rules only.
  const states = resolveFields(doc, context, { readOnly: false });
  const tables = tableNodes(doc.layout);
  const required = Object.values(states)
    .filter((s) => s.required)
    .map((s) => s.field);
  const data = withoutBlanks(context.data);
  // Rule data (the document's `ruleData`: marked rows, counts, a running request) is the page's, not the user's input:
  // a closed data schema (additionalProperties false) must not refuse it.
  for (const name of Object.keys(doc.ruleData?.properties ?? {})) delete data[name];
  withParents(data, required);
  for (const table of tables)
    if (Array.isArray(data[table.field]))
      data[table.field] = filledRows(data[table.field], table.sequence).map((r) => r.row);
  const validate = formValidator(doc, states, required);
  validate(data);
  const messages = (validate.errors ?? []).map((e) => toMessage(e, '', doc.messages));
  const full = { ...context, data: context.data };
  for (const table of tables) {
    const items = itemSchema(doc.dataSchema, table);
    for (const { row, index } of filledRows(context.data[table.field], table.sequence)) {
      // A table with a row filter answers only for its own rows (two tables may split one array).
      if (table.rowFilter !== undefined && !evaluate(table.rowFilter, { ...full, row, index }, true)) continue;
      const cells = rowFieldStates(table, items, row, index, full);
      const rowSchema = Object.entries(cells).reduce(
        (s, [column, cell]) => withRequired(s, column, cell.required),
        items,
      );
      const rowData = withoutBlanks(row);
      withParents(
        rowData,
        Object.entries(cells)
          .filter(([, c]) => c.required)
          .map(([column]) => column),
      );
      const check = compile(rowSchema);
      check(rowData);
      messages.push(...(check.errors ?? []).map((e) => toMessage(e, `${table.field}.${index}`, doc.messages)));
    }
  }
  messages.push(...checkMessages(doc, { ...context, data: withoutBlanks(context.data) }));
  const valid = withoutComputed(messages, doc, context);
  // Messages follow the screen's display order, as users read it.
  const order = [...fieldNodes(doc.layout).map((n) => n.field), ...tables.map((t) => t.field)];
  const columns = new Map(tables.map((t) => [t.field, t.columns.map((c) => c.field)]));
  const rank = (m: FieldMessage) => {
    if (m.field === '') return [-1];
    const [top, row, cell] = m.field.split('.');
    return [order.indexOf(top), Number(row ?? 0), columns.get(top)?.indexOf(cell) ?? 0];
  };
  return valid.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
}

/**
 * Drops findings on a value the document's own computed rules yield from the current data (CBM 3,917, LDM 1,2): such a
 * value is valid by construction, whatever a limit says; a value typed differently is still checked.
 */
function withoutComputed(messages: FieldMessage[], doc: ScreenDocument, context: RuleContext): FieldMessage[] {
  if (!doc.computed?.length || messages.length === 0) return messages;
  const results = computedResults(doc, context);
  return messages.filter(
    (m) =>
      !(m.rule !== 'required' && results.has(m.field) && Object.is(results.get(m.field), getAt(context.data, m.field))),
  );
}

/** Creates missing parent objects of required nested paths, so a missing address still reports 'absender.name'. */
function withParents(data: Record<string, unknown>, fields: string[]): void {
  for (const field of fields) {
    let node = data;
    for (const key of field.split('.').slice(0, -1)) {
      if (node[key] === undefined) node[key] = {};
      if (!isPlainObject(node[key])) break;
      node = node[key] as Record<string, unknown>;
    }
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Empty strings count as missing, as users expect from a cleared input; nested objects (addresses) likewise. */
export function withoutBlanks(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== '' && v !== undefined && v !== null)
      .map(([k, v]) => [k, isPlainObject(v) ? withoutBlanks(v) : v]),
  );
}

function toMessage(error: ErrorObject, prefix: string, overrides?: Record<string, string>): FieldMessage {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : '';
  const field = [prefix, path, missing].filter(Boolean).join('.');
  return {
    field,
    message: messageFor(error.keyword, error.params as Record<string, unknown>, overrides),
    rule: error.keyword,
  };
}
