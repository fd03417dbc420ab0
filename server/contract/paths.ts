/** '/api/auftraege/{id}' → '/api/auftraege/:id' (Fastify's route syntax). */
export function toFastifyPath(openapiPath: string): string {
  return openapiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** '/api/auftraege/:id' → '/api/auftraege/{id}' (the contract's path syntax). */
export function toOpenapiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Splits the operation table's key 'METHOD /path'. */
export function splitOperationKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}
