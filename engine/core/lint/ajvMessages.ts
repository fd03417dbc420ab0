import type { ErrorObject } from 'ajv';
import { closest, hint } from './suggest';

const TYPES: Record<string, string> = {
  integer: 'eine ganze Zahl (ohne Anführungszeichen)',
  number: 'eine Zahl (ohne Anführungszeichen)',
  string: 'ein Text in Anführungszeichen',
  boolean: 'true oder false (ohne Anführungszeichen)',
  object: 'ein Objekt { … }',
  array: 'eine Liste [ … ]',
  null: 'null',
};

const typeText = (type: unknown) =>
  String(type)
    .split(',')
    .map((t) => TYPES[t] ?? t)
    .join(' oder ');

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
      return {
        pointer: `${pointer}/${String(p.additionalProperty)}`,
        message: `unbekannte Angabe '${String(p.additionalProperty)}'${hint(String(p.additionalProperty), allowed)}`,
      };
    }
    case 'enum': {
      const values = (p.allowedValues as unknown[]).map((v) => String(v));
      const near = typeof error.data === 'string' ? closest(error.data, values) : undefined;
      return {
        pointer,
        message: `'${key}' hat einen unbekannten Wert${near ? ` – meinten Sie '${near}'?` : ` – erlaubt: ${values.map((v) => `"${v}"`).join(', ')}`}`,
      };
    }
    case 'const':
      return { pointer, message: `'${key}' muss ${JSON.stringify(p.allowedValue)} sein` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
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

type Tagged = { properties?: { type?: { const?: unknown } } };
const tagOf = (e: ErrorObject) => (e.parentSchema as Tagged | undefined)?.properties?.type?.const;
const typeOf = (data: unknown) => (data && typeof data === 'object' ? (data as { type?: unknown }).type : undefined);

/**
 * Of a oneOf over tagged objects (layout nodes by `type`), only the errors of the branch whose tag matches: a branch whose
 * `type` const fails is not what the author meant, so its errors are noise. An unknown tag gets one message of its own.
 */
function matchingBranches(errors: ErrorObject[]): ErrorObject[] {
  const tagErrors = errors.filter((e) => e.keyword === 'const' && e.instancePath.endsWith('/type'));
  const allowed = new Map<string, unknown[]>();
  for (const e of tagErrors)
    allowed.set(e.instancePath, [
      ...(allowed.get(e.instancePath) ?? []),
      (e.params as { allowedValue: unknown }).allowedValue,
    ]);
  const kept = errors.filter((e) => {
    if (tagErrors.includes(e)) return false;
    const tag = tagOf(e);
    return tag === undefined || typeOf(e.data) === tag;
  });
  // A tag no branch accepts: every branch reported its const; say which tags exist instead.
  for (const [path, values] of allowed) {
    const oneOf = errors.find((e) => e.keyword === 'oneOf' && e.instancePath === path.slice(0, -'/type'.length));
    if (oneOf && Array.isArray(oneOf.schema) && new Set(values).size >= oneOf.schema.length) {
      kept.push({
        ...tagErrors.find((e) => e.instancePath === path)!,
        keyword: 'enum',
        params: { allowedValues: [...new Set(values)] },
      });
    }
  }
  return kept;
}

/** Ajv errors as German findings, without the echo errors of oneOf/anyOf/if branches. */
export function germanAjvErrors(
  errors: ErrorObject[] | null | undefined,
  base = '',
): { pointer: string; message: string }[] {
  const all = errors ?? [];
  const matching = matchingBranches(all).filter((e) => !['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword));
  const list = matching.length ? matching : all.slice(0, 1);
  const seen = new Set<string>();
  return list
    .map((e) => germanAjvError(e, base))
    .filter((f) => {
      const key = `${f.pointer} ${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
