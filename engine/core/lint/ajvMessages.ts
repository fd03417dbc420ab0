import type { ErrorObject } from 'ajv';
import { hint } from './suggest';

const TYPES: Record<string, string> = {
  integer: 'eine ganze Zahl (ohne Anführungszeichen)', number: 'eine Zahl (ohne Anführungszeichen)', string: 'ein Text in Anführungszeichen',
  boolean: 'true oder false (ohne Anführungszeichen)', object: 'ein Objekt { … }', array: 'eine Liste [ … ]', null: 'null',
};

const typeText = (type: unknown) => String(type).split(',').map((t) => TYPES[t] ?? t).join(' oder ');

/** An Ajv error as a German finding: where (JSON pointer) and what to change. */
export function germanAjvError(error: ErrorObject, base = ''): { pointer: string; message: string } {
  const pointer = base + error.instancePath;
  const key = pointer.split('/').pop() || '/';
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return { pointer, message: `'${key}' muss ${typeText(p.type)} sein` };
    case 'required':
      return { pointer, message: `Pflichtangabe '${String(p.missingProperty)}' fehlt – bitte ergänzen` };
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { pointer: `${pointer}/${String(p.additionalProperty)}`, message: `unbekannte Angabe '${String(p.additionalProperty)}'${hint(String(p.additionalProperty), allowed)}` };
    }
    case 'enum':
      return { pointer, message: `'${key}' hat einen unbekannten Wert – erlaubt: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { pointer, message: `'${key}' muss ${JSON.stringify(p.allowedValue)} sein` };
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return { pointer, message: `'${key}' muss ${String(p.comparison)} ${String(p.limit)} sein` };
    case 'minLength':
      return { pointer, message: `'${key}' darf nicht leer sein` };
    case 'minItems':
      return { pointer, message: `'${key}' braucht mindestens ${String(p.limit)} Einträge` };
    case 'pattern':
      return { pointer, message: `'${key}' hat nicht die Form ${String(p.pattern)}` };
    case 'uniqueItems':
      return { pointer, message: `'${key}' enthält Einträge doppelt (Nr. ${String(p.j)} und ${String(p.i)})` };
    default:
      return { pointer, message: `'${key}' ist ungültig (${error.keyword}: ${error.message ?? ''})` };
  }
}

/** Ajv errors as German findings, without the echo errors of oneOf/anyOf/if branches. */
export function germanAjvErrors(errors: ErrorObject[] | null | undefined, base = ''): { pointer: string; message: string }[] {
  const list = (errors ?? []).filter((e) => !['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword));
  const seen = new Set<string>();
  return list.map((e) => germanAjvError(e, base)).filter((f) => {
    const key = `${f.pointer} ${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
