import type { JsonSchema } from './types';

const keysOf = (path: string) => path.split('.').filter((k) => !/^\d+$/.test(k));

/** The schema of a data path ('absender.name'; array indexes skip into `items`), or undefined when it is not declared. */
export function schemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of path.split('.')) {
    if (!node) return undefined;
    node = /^\d+$/.test(key) ? (node.items as JsonSchema | undefined) : node.properties?.[key];
  }
  return node;
}

/** Whether the object schema holding a path lists its last key in `required` (nested objects included). */
export function schemaRequires(schema: JsonSchema, path: string): boolean {
  const keys = keysOf(path);
  const parent = keys.length > 1 ? schemaAt(schema, keys.slice(0, -1).join('.')) : schema;
  return (parent?.required ?? []).includes(keys[keys.length - 1]);
}

/** A copy of the schema with `path` added to (or, with `on` false, removed from) its parent object's `required`. */
export function withRequired(schema: JsonSchema, path: string, on: boolean): JsonSchema {
  const [head, ...rest] = path.split('.');
  if (rest.length) {
    const child = schema.properties?.[head];
    if (!child) return schema;
    return { ...schema, properties: { ...schema.properties, [head]: withRequired(child, rest.join('.'), on) } };
  }
  const required = (schema.required ?? []).filter((f) => f !== head);
  return { ...schema, required: on ? [...required, head] : required };
}
