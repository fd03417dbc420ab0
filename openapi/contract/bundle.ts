/* Turns openapi.yaml plus schemas/entities/*.schema.json into one self-contained OpenAPI document. */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

type Json = Record<string, unknown>;
const ENTITY_REF = /^(?:\.\.\/schemas\/entities\/|\.\/)([\w-]+\.schema\.json)(#.*)?$/;

function rewriteRefs(node: unknown, target: (file: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, target));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    const match = key === '$ref' && typeof value === 'string' ? ENTITY_REF.exec(value) : null;
    out[key] = match
      ? `#/components/schemas/${target(match[1])}${match[2]?.slice(1) ?? ''}`
      : rewriteRefs(value, target);
  }
  return out;
}

const pascal = (file: string) =>
  basename(file, '.schema.json')
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/**
 * Bundles the contract: each entity file becomes the components/schemas entry that names it
 * (or a PascalCase name of its file), and every file reference becomes a local one. Served by
 * /api/docs and used to check answers, so neither needs to resolve files at run time.
 */
export function bundleContract(doc: Json, entitiesDir: string): Json {
  const components = (doc.components ?? {}) as Json;
  const schemas = { ...(components.schemas as Record<string, Json>) };
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const match =
      typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? ENTITY_REF.exec(schema.$ref) : null;
    if (match && !match[2]) names.set(match[1], name);
  }
  const pending: string[] = [...names.keys()];
  const target = (file: string): string => {
    if (!names.has(file)) {
      names.set(file, pascal(file));
      pending.push(file);
    }
    return names.get(file)!;
  };
  const bundled = rewriteRefs(doc, target) as Json;
  const bundledSchemas = { ...((bundled.components as Json).schemas as Json) };
  while (pending.length) {
    const file = pending.shift()!;
    const {
      $schema: _schema,
      $id: _id,
      ...entity
    } = JSON.parse(readFileSync(resolve(entitiesDir, file), 'utf8')) as Json;
    bundledSchemas[names.get(file)!] = rewriteRefs(entity, target);
  }
  return { ...bundled, components: { ...(bundled.components as Json), schemas: bundledSchemas } };
}
