import { loadContract } from '../../openapi/contract';
import { toFastifyPath } from '../contract/paths';

/** The scopes a key may hold (docs/api.md "API-Schlüssel"); the contract names each operation's in x-api-key-scope. */
export const API_KEY_SCOPES = ['auftraege:lesen', 'auftraege:schreiben', 'adressen'] as const;
/** One scope of an API key. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

type Operation = { 'x-api-key-scope'?: ApiKeyScope };
let table: Map<string, ApiKeyScope> | undefined;

/**
 * The scope an operation needs from a key ('METHOD /api/path/:id', Fastify's route syntax), or undefined: the
 * operation is not open to keys at all. Read once from the contract, the one place that documents it.
 */
export function scopeOfRoute(method: string, fastifyPath: string): ApiKeyScope | undefined {
  if (!table) {
    table = new Map();
    const paths = loadContract().paths as Record<string, Record<string, Operation>>;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        const scope = operation?.['x-api-key-scope'];
        if (scope) table.set(`${verb.toUpperCase()} ${toFastifyPath(path)}`, scope);
      }
    }
  }
  return table.get(`${method === 'HEAD' ? 'GET' : method} ${fastifyPath}`);
}
