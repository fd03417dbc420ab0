import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { exactMultipleOf } from '../validation/exactMultipleOf';
import { germanAjvErrors } from './ajvMessages';
import { hint } from './suggest';

// The same Ajv setup validateScreen runs (draft-07, the portal's formats, exact multipleOf), in strict mode.
const ajv = exactMultipleOf(addFormats(new Ajv({ allErrors: true, strict: true, logger: false })));
for (const name of ['iban', 'date', 'time']) ajv.addFormat(name, true);

// Annotations JSON Schema defines; Ajv accepts them without registering them as keywords.
export const ANNOTATIONS = [
  '$id',
  '$schema',
  '$defs',
  'definitions',
  '$anchor',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  '$comment',
  'contentMediaType',
  'contentEncoding',
];
/** Keyword names offered as 'meinten Sie' hints. */
export const KNOWN = [
  ...ANNOTATIONS,
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'items',
  'additionalItems',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'dependencies',
  'minProperties',
  'maxProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  '$ref',
];
const isKeyword = (key: string) => ANNOTATIONS.includes(key) || Boolean(ajv.getKeyword(key));

const MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies', 'dependentSchemas'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems'];
const SINGLE = [
  'additionalProperties',
  'additionalItems',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
];

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Unknown keywords at every schema position (a misspelled 'maxLenght' would otherwise be ignored silently). */
export function unknownKeywords(
  schema: unknown,
  pointer: string,
  known: (key: string) => boolean = isKeyword,
): { pointer: string; message: string }[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const out: { pointer: string; message: string }[] = [];
  for (const [key, child] of Object.entries(schema as Record<string, unknown>)) {
    const at = `${pointer}/${escape(key)}`;
    if (!known(key)) out.push({ pointer: at, message: `unbekanntes Schlüsselwort '${key}'${hint(key, KNOWN)}` });
    else if (MAPS.includes(key) && child && typeof child === 'object') {
      for (const [name, sub] of Object.entries(child))
        if (key !== 'dependencies' || !Array.isArray(sub))
          out.push(...unknownKeywords(sub, `${at}/${escape(name)}`, known));
    } else if (LISTS.includes(key) && Array.isArray(child))
      child.forEach((sub, i) => out.push(...unknownKeywords(sub, `${at}/${i}`, known)));
    else if (SINGLE.includes(key)) out.push(...unknownKeywords(child, at, known));
  }
  return out;
}

/**
 * Checks a data schema as strictly as Ajv's strict mode: unknown keywords (with the closest known one), keyword values of
 * the wrong type ('"maxLength": "35"'), then compiles it. Pointers start at `base` (the schema's place in its document).
 */
export function lintDataSchema(schema: unknown, base: string): { pointer: string; message: string }[] {
  const unknown = unknownKeywords(schema, base);
  const invalid = ajv.validateSchema(schema as object) ? [] : germanAjvErrors(ajv.errors, base);
  if (unknown.length || invalid.length) return [...unknown, ...invalid];
  try {
    ajv.compile(schema as object);
    return [];
  } catch (error) {
    return [{ pointer: base, message: `Datenschema lässt sich nicht übersetzen: ${(error as Error).message}` }];
  }
}
