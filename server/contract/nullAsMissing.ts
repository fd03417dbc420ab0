import type { ErrorObject, ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;
type Check = ((data: unknown) => boolean) & { readonly errors?: ErrorObject[] | null };

const unescape = (s: string) => s.replaceAll('~1', '/').replaceAll('~0', '~');
const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
const segments = (pointer: string) => pointer.split('/').slice(1).map(unescape);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(data: unknown, path: string[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/**
 * The errors of a failed body with null counted as missing, as the form counts it (the engine drops nulls before it
 * validates): a mandatory property sent as null gets the required error ('Feld ist ein Pflichtfeld.') under its path
 * instead of the type error ('Ungültiger Wert.'). A null the schema merely does not allow in an optional property stays
 * a type error.
 */
export function nullAsMissing(validate: ValidateFunction, data: unknown, errors: ErrorObject[]): ErrorObject[] {
  const nulls = [
    ...new Set(
      errors
        .filter((e) => e.keyword === 'type' && e.instancePath && at(data, segments(e.instancePath)) === null)
        .map((e) => e.instancePath),
    ),
  ].filter((p) => isObject(at(data, segments(p).slice(0, -1))));
  if (!nulls.length) return errors;
  const copy = structuredClone(data);
  for (const path of nulls) {
    const keys = segments(path);
    delete (at(copy, keys.slice(0, -1)) as Json)[keys[keys.length - 1]];
  }
  validate(copy);
  const required = new Map(
    (validate.errors ?? [])
      .filter((e) => e.keyword === 'required')
      .map((e) => [`${e.instancePath}/${escape(String(e.params.missingProperty))}`, e]),
  );
  const replaced = new Set<string>();
  return errors.flatMap((e) => {
    const path = nulls.find((p) => required.has(p) && (e.instancePath === p || e.instancePath.startsWith(`${p}/`)));
    if (!path) return [e];
    if (replaced.has(path)) return [];
    replaced.add(path);
    return [required.get(path)!];
  });
}

/** A body check whose errors count null as missing (see nullAsMissing). */
export function nullAsMissingCheck(validate: ValidateFunction): Check {
  let errors: ErrorObject[] | null = null;
  const check = (data: unknown) => {
    if (validate(data)) {
      errors = null;
      return true;
    }
    errors = nullAsMissing(validate, data, validate.errors ?? []);
    return false;
  };
  return Object.defineProperty(check, 'errors', { get: () => errors }) as Check;
}
