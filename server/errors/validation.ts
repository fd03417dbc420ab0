import type { FastifySchemaValidationError } from 'fastify';
import { formatLimit, messageFor, messageKey } from '../../engine/core';
import { hasMessage, translate } from './catalogue';
import { notification, type Notification } from './notification';

/** Per-route wording for validation failures, set as route `config.validation`. */
export interface ValidationConfig {
  /** Notification id; default `validation.<keyword>`. */
  id?: string;
  header?: string;
  /** Message for missing or empty fields (required, minLength ≤ 1, wrong root type). */
  missingMessage?: string;
  /** Fields to report when the whole body is missing or not an object. */
  fields?: string[];
  /** Messages per field for any violation other than a missing value (e.g. the password rule's text). */
  fieldMessages?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    validation?: ValidationConfig;
  }
}

const DEFAULT_HEADER = 'Ungültige Eingabe';
// allErrors is on, so a hostile body could yield many errors; nobody reads more than this.
const MAX_NOTIFICATIONS = 20;

function isMissing(e: FastifySchemaValidationError): boolean {
  if (e.keyword === 'required') return true;
  if (e.keyword === 'minLength') return Number(e.params.limit) <= 1;
  return e.keyword === 'type' && e.instancePath === '';
}

function fieldOf(e: FastifySchemaValidationError): string | null {
  if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
    const parent = e.instancePath.slice(1).replaceAll('/', '.');
    const prop = String(e.params.missingProperty ?? e.params.additionalProperty);
    return parent ? `${parent}.${prop}` : prop;
  }
  return e.instancePath ? e.instancePath.slice(1).replaceAll('/', '.') : null;
}

/** Catalogue key of a failed keyword: validation.<keyword>, formats as validation.format.<format>, the name pattern as validation.pattern.name. */
export function validationKey(keyword: string, params: Record<string, unknown>): string {
  const specific = `validation.${messageKey(keyword, params).replace(':', '.')}`;
  return hasMessage(specific) ? specific : `validation.${keyword}`;
}

// The translation catalogue words the violation; it holds the engine's texts (a test keeps them equal), so the
// server says what the form next to the field says. A keyword the catalogue lacks falls back to the engine.
function germanMessage(e: FastifySchemaValidationError): string {
  const key = validationKey(e.keyword, e.params);
  return hasMessage(key)
    ? translate(key, formatLimit(e.params.limit ?? e.params.comparison ?? ''))
    : messageFor(e.keyword, e.params);
}

/** Turns ajv errors into one German notification per field (first error per field wins). */
export function validationNotifications(
  errors: FastifySchemaValidationError[],
  config: ValidationConfig = {},
): Notification[] {
  const seen = new Set<string | null>();
  const result: Notification[] = [];
  const push = (e: FastifySchemaValidationError, fieldname: string | null) => {
    if (seen.has(fieldname) || result.length >= MAX_NOTIFICATIONS) return;
    seen.add(fieldname);
    const missing = isMissing(e);
    const message = missing
      ? (config.missingMessage ?? translate('validation.required'))
      : (fieldname && config.fieldMessages?.[fieldname]) || germanMessage(e);
    result.push(
      notification(config.id ?? `validation.${e.keyword}`, message, {
        header: config.header ?? DEFAULT_HEADER,
        fieldname,
      }),
    );
  };
  for (const e of errors) {
    const field = fieldOf(e);
    if (field === null && isMissing(e) && config.fields?.length) {
      for (const f of config.fields) push(e, f);
    } else {
      push(e, field);
    }
  }
  return result;
}
