import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { evaluate } from '../logic';
import type { RuleContext, ScreenDocument } from '../screen/types';
import { effectiveSchema, resolveFields } from '../screen/resolveFields';
import { fieldNodes } from '../screen/walk';
import { messageFor } from './messages';

/** One validation finding: the field path ('' for the whole form) and a German message. */
export interface FieldMessage {
  field: string;
  message: string;
  rule: string;
}

const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));

/** Validates data against a screen document exactly as browser and server both must. */
export function validateScreen(doc: ScreenDocument, context: RuleContext): FieldMessage[] {
  const states = resolveFields(doc, context);
  const validate = ajv.compile(effectiveSchema(doc, states));
  const data = withoutBlanks(context.data);
  validate(data);
  const schemaMessages = (validate.errors ?? []).map((e) => toMessage(e, doc.messages));
  const checkMessages = (doc.checks ?? [])
    .filter((check) => evaluate(check.when, { ...context, data }))
    .flatMap((check) => (check.fields?.length ? check.fields : ['']).map((field) => ({ field, message: check.message, rule: check.id })));
  // Messages follow the screen's display order, as users read it.
  const order = fieldNodes(doc.layout).map((n) => n.field);
  const rank = (m: FieldMessage) => (m.field === '' ? -1 : order.indexOf(m.field.split('.')[0]));
  return [...schemaMessages, ...checkMessages].sort((a, b) => rank(a) - rank(b));
}

/** Empty strings count as missing, as users expect from a cleared input. */
export function withoutBlanks(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

function toMessage(error: ErrorObject, overrides?: Record<string, string>): FieldMessage {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = error.keyword === 'required' ? [path, (error.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.') : path;
  return { field, message: messageFor(error.keyword, error.params as Record<string, unknown>, overrides), rule: error.keyword };
}
