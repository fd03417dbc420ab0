import type { JsonSchema } from '../../engine/core';

type Json = Record<string, unknown>;
/** A schema inside an entity file, with the file its local `#/…` references point into. */
interface At {
  schema: Json;
  file: string;
}
/** The entity schemas by file name, and every file name under schemas/entities/ (one that is no JSON has no schema). */
export interface Entities {
  entities: Map<string, JsonSchema>;
  entityFiles: string[];
}
// Stands for a reference the entity linter refuses (a file that is missing or no JSON, a pointer to nothing): that
// finding says what is wrong, and nothing below the reference is checked against it.
const UNREADABLE: At = { schema: {}, file: '' };

const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const BRANCHES = ['anyOf', 'oneOf', 'allOf'];

/** The schema a `$ref` names: a sibling entity file (`./address.schema.json`), optionally with a `#/…` pointer into it. */
function deref(ref: string, from: At, { entities }: Entities): At {
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart ? filePart.split('/').pop()! : from.file;
  let target: unknown = entities.get(file);
  for (const key of fragment.split('/').filter(Boolean))
    target = isObject(target) ? target[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObject(target) ? { schema: target, file } : UNREADABLE;
}

/** The schema and every schema it stands for: `$ref` targets and the branches of anyOf/oneOf/allOf (a nullable reference). */
function alternatives(at: At, entities: Entities, depth = 0): At[] {
  if (depth > 12) return [];
  const own = [at];
  const ref = typeof at.schema.$ref === 'string' ? deref(at.schema.$ref, at, entities) : undefined;
  if (ref) own.push(...alternatives(ref, entities, depth + 1));
  for (const key of BRANCHES) {
    const list = at.schema[key];
    if (Array.isArray(list))
      for (const sub of list)
        if (isObject(sub)) own.push(...alternatives({ schema: sub, file: at.file }, entities, depth + 1));
  }
  return own;
}

const declaresMembers = (s: Json) =>
  ['properties', 'items', 'additionalProperties', 'patternProperties', '$ref', ...BRANCHES].some((k) => k in s);
const types = (s: Json) => (Array.isArray(s.type) ? s.type : [s.type]);
// An object schema that declares nothing about its members (no properties, items, map or reference) holds free-form data.
const freeForm = (list: At[]) =>
  !list.some((at) => declaresMembers(at.schema)) &&
  list.some(
    (at) =>
      types(at.schema).includes('object') ||
      (at.schema.type === undefined && !('enum' in at.schema) && !('const' in at.schema)),
  );

/**
 * The schemas a dotted path (`absenderAdresse.name`, `auftragspositionen.0.lieferschein`) can have in an entity, following
 * file references and nullable branches: 'free' below free-form data, an empty list when the entity does not declare it.
 */
export function entityAt(entities: Entities, file: string, path: string): JsonSchema[] | 'free' {
  const root = entities.entities.get(file);
  if (!root) return [];
  let current: At[] = [{ schema: root as Json, file }];
  for (const key of path.split('.')) {
    const expanded = current.flatMap((at) => alternatives(at, entities));
    if (freeForm(expanded) || expanded.includes(UNREADABLE)) return 'free';
    current = expanded.flatMap((at): At[] => {
      const s = at.schema;
      const next = /^\d+$/.test(key)
        ? s.items
        : isObject(s.properties) && key in s.properties
          ? s.properties[key]
          : s.additionalProperties;
      return isObject(next) ? [{ schema: next, file: at.file }] : [];
    });
    if (!current.length) return [];
  }
  return current.flatMap((at) => alternatives(at, entities)).map((at) => at.schema as JsonSchema);
}

/** The member names an entity declares at a path ('' = top level), for 'meinten Sie' hints. */
export function entityMembers(entities: Entities, file: string, path: string): string[] {
  const found = path ? entityAt(entities, file, path) : [entities.entities.get(file) ?? {}];
  if (found === 'free') return [];
  const top = path
    ? found
    : found.flatMap((s) => alternatives({ schema: s as Json, file }, entities).map((at) => at.schema as JsonSchema));
  return [...new Set(top.flatMap((s) => Object.keys(s.properties ?? {})))];
}
