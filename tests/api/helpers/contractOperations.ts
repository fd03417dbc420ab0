import { loadContract } from '../../../openapi/contract';

type Json = Record<string, unknown>;

/** One parameter of a contract operation (path or query; headers are not part of the request check). */
export interface ContractParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
}

/** A contract operation as the fuzz test and the isolation matrix call it. */
export interface ContractOperation {
  key: string;
  method: string;
  path: string;
  params: ContractParam[];
  /** The JSON body schema, when the operation takes one. */
  body?: Json;
  bodyRequired: boolean;
  multipart: boolean;
  /** Whether the contract requires a session (security not empty and without the anonymous {}). */
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'head', 'patch'];
const contract = loadContract();

/** Resolves a local reference ('#/components/…') of the bundled contract; other nodes are returned as they are. */
export function resolve(node: unknown): Json {
  let current = node as Json;
  for (let guard = 0; current && typeof current.$ref === 'string' && guard < 20; guard++) {
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, key) => (at as Json)[key], contract) as Json;
  }
  return current ?? {};
}

function params(list: unknown): ContractParam[] {
  return ((list ?? []) as Json[])
    .map((p) => resolve(p))
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      name: String(p.name),
      in: p.in as 'path' | 'query',
      required: p.required === true,
      schema: resolve(p.schema),
    }));
}

/** Every operation of the contract, in the contract's order. */
export function contractOperations(): ContractOperation[] {
  const global = (contract.security ?? []) as Json[];
  return Object.entries(contract.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m] as Json;
      const own = params(op.parameters);
      const shared = params(item.parameters).filter((s) => !own.some((o) => o.name === s.name && o.in === s.in));
      const requestBody = resolve(op.requestBody);
      const content = (requestBody.content ?? {}) as Record<string, { schema?: unknown }>;
      const security = (op.security ?? global) as Json[];
      return {
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        path,
        params: [...shared, ...own],
        body: content['application/json']?.schema ? resolve(content['application/json'].schema) : undefined,
        bodyRequired: requestBody.required === true,
        multipart: Boolean(content['multipart/form-data']),
        secured: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
      };
    }),
  );
}

/** The URL of an operation with the given path and query values (encoded; undefined query values left out). */
export function operationUrl(op: ContractOperation, values: Record<string, unknown>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    [values[name]]
      .flat()
      .map((v) => encodeURIComponent(String(v)))
      .join(','),
  );
  const query = op.params
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .flatMap((p) =>
      [values[p.name]].flat().map((v) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(v))}`),
    );
  return query.length ? `${path}?${query.join('&')}` : path;
}
