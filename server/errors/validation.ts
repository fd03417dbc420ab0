import type { FastifySchemaValidationError } from 'fastify';
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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    validation?: ValidationConfig;
  }
}

const DEFAULT_HEADER = 'Ungültige Eingabe';
const DEFAULT_MISSING = 'Bitte füllen Sie dieses Pflichtfeld aus.';
// allErrors is on, so a hostile body could yield many errors; nobody reads more than this.
const MAX_NOTIFICATIONS = 20;

function isMissing(e: FastifySchemaValidationError): boolean {
  if (e.keyword === 'required') return true;
  if (e.keyword === 'minLength') return Number(e.params.limit) <= 1;
  return e.keyword === 'type' && e.instancePath === '';
}

function fieldOf(e: FastifySchemaValidationError): string | null {
  if (e.keyword === 'required') {
    const parent = e.instancePath.slice(1).replaceAll('/', '.');
    const prop = String(e.params.missingProperty);
    return parent ? `${parent}.${prop}` : prop;
  }
  return e.instancePath ? e.instancePath.slice(1).replaceAll('/', '.') : null;
}

function germanMessage(e: FastifySchemaValidationError): string {
  const limit = e.params.limit;
  switch (e.keyword) {
    case 'minLength': return `Bitte mindestens ${limit} Zeichen eingeben.`;
    case 'maxLength': return `Bitte höchstens ${limit} Zeichen eingeben.`;
    case 'minimum': return `Der Wert muss mindestens ${limit} sein.`;
    case 'maximum': return `Der Wert darf höchstens ${limit} sein.`;
    case 'enum': return 'Der Wert ist nicht zulässig.';
    case 'type':
    case 'format':
    case 'pattern': return 'Der Wert hat ein ungültiges Format.';
    default: return 'Die Eingabe ist ungültig.';
  }
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
    const message = missing ? (config.missingMessage ?? DEFAULT_MISSING) : germanMessage(e);
    result.push(notification(config.id ?? `validation.${e.keyword}`, message, {
      header: config.header ?? DEFAULT_HEADER, fieldname,
    }));
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
