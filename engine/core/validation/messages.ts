import { formatDecimal } from '../format/number';

/** German validation messages per JSON Schema keyword (and the engine's own maxLineBreaks); {n} is the keyword's limit. */
export const defaultMessages: Record<string, string> = {
  required: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
  maxLength: 'max. {n} Zeichen',
  minLength: 'mind. {n} Zeichen',
  maximum: 'Der Wert darf höchstens {n} betragen.',
  exclusiveMaximum: 'Der Wert muss kleiner als {n} sein.',
  minimum: 'Der Wert darf nicht kleiner als {n} sein.',
  type: 'Ungültiger Wert.',
  format: 'Ungültiges Format.',
  'format:iban': 'Bitte eine gültige IBAN eingeben.',
  'format:date': 'Bitte ein gültiges Datum eingeben.',
  'format:time': 'Bitte eine gültige Uhrzeit eingeben.',
  'format:integer': 'Bitte eine ganze Zahl eingeben.',
  'format:number': 'Bitte eine gültige Zahl eingeben.',
  pattern: 'Ungültiges Format.',
  'pattern:name': 'Der Name darf keine Steuerzeichen wie Zeilenumbruch oder Tabulator enthalten.',
  enum: 'Bitte einen gültigen Wert wählen.',
  const: 'Bitte einen gültigen Wert wählen.',
  exclusiveMinimum: 'Der Wert muss größer als {n} sein.',
  multipleOf: 'Zu viele Nachkommastellen.',
  maxItems: 'Höchstens {n} Einträge erlaubt.',
  'maxItems:1': 'Höchstens ein Eintrag erlaubt.',
  minItems: 'Mindestens {n} Einträge erforderlich.',
  'minItems:1': 'Mindestens ein Eintrag erforderlich.',
  maxLineBreaks: 'Höchstens {n} Zeilenumbrüche erlaubt.',
  additionalProperties: 'Dieses Feld ist nicht vorgesehen.',
  readOnly: 'Das Feld darf nicht geändert werden.',
};

/**
 * The pattern of every name field (user, tenant, address and template names): no control characters — C0 (CR, LF, TAB …),
 * DEL, C1 and the Unicode line and paragraph separators — which would break lists, CSV exports, mails and log lines.
 */
export const NAME_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';

// Patterns with a message of their own, by the name after 'pattern:' in the message keys.
const NAMED_PATTERNS: Record<string, string> = { [NAME_PATTERN]: 'name' };

/**
 * The message key of a failed keyword: 'format:iban', 'pattern:name' or 'minItems:1' where there is a message of its own,
 * else the keyword.
 */
export function messageKey(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'format') return `format:${String(params.format)}`;
  // 'Mindestens 1 Einträge' reads wrong: one entry has a text of its own.
  if ((keyword === 'minItems' || keyword === 'maxItems') && params.limit === 1) return `${keyword}:1`;
  const named = keyword === 'pattern' ? NAMED_PATTERNS[String(params.pattern)] : undefined;
  return named ? `pattern:${named}` : keyword;
}

/** Returns the German message for a failed keyword, with the screen's overrides first. */
export function messageFor(
  keyword: string,
  params: Record<string, unknown>,
  overrides: Record<string, string> = {},
): string {
  // A format or pattern failure may have a message of its own ('format:iban', 'pattern:name'), before the general one.
  const specific = messageKey(keyword, params);
  const template =
    overrides[specific] ??
    defaultMessages[specific] ??
    overrides[keyword] ??
    defaultMessages[keyword] ??
    'Ungültige Eingabe.';
  return template.replace('{n}', formatLimit(params.limit ?? params.comparison ?? ''));
}

/** A limit as the user reads it: numbers de-DE with their own decimals (999999.99 → '999.999,99', 90000000 → '90.000.000'). */
export function formatLimit(limit: unknown): string {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return String(limit);
  const decimals = String(limit).split('.')[1]?.length ?? 0;
  return formatDecimal(limit, Math.min(decimals, 20));
}
