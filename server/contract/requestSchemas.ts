import { loadContract } from '../../openapi/contract';
import { toOpenapiPath } from './paths';

type Json = Record<string, unknown>;
type Param = { name: string; in: string; required?: boolean; $ref?: string; schema?: Json };

/** Request schemas of one contract operation, as references into the bundled contract ('contract#…'). */
export interface ContractRequestSchemas {
  body?: Json;
  bodyRequired: boolean;
  querystring?: Json;
  params?: Json;
}

const pointer = (...parts: (string | number)[]) =>
  parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

// Local references inside an inlined parameter schema must still point into the contract.
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Json).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : inline(v),
    ]),
  );
}

function paramGroup(params: { param: Param; ref: string }[], location: string): Json | undefined {
  const group = params.filter((p) => p.param.in === location);
  if (!group.length) return undefined;
  return {
    type: 'object',
    // Inlined, not referenced: Ajv applies `default` only to schemas written out under properties.
    properties: Object.fromEntries(
      group.map(({ param, ref }) => [param.name, param.schema ? inline(param.schema) : { $ref: `${ref}/schema` }]),
    ),
    required: group.filter((p) => p.param.required).map((p) => p.param.name),
  };
}

/** Finds the contract operation of a Fastify route and returns its request schemas, or undefined. */
export function contractRequestSchemas(method: string, fastifyUrl: string): ContractRequestSchemas | undefined {
  const contract = loadContract();
  const components = contract.components as { parameters: Record<string, Param> };
  const path = toOpenapiPath(fastifyUrl);
  const item = (contract.paths as Record<string, Json>)[path];
  const op = item?.[method.toLowerCase()] as Json | undefined;
  if (!op) return undefined;
  const base = `contract#/paths/${pointer(path)}`;
  const collect = (list: unknown, at: string) =>
    ((list ?? []) as Param[]).map((p, i) => {
      if (!p.$ref) return { param: p, ref: `${at}/parameters/${i}` };
      const name = p.$ref.split('/').pop()!;
      return { param: components.parameters[name], ref: `contract#/components/parameters/${pointer(name)}` };
    });
  const own = collect(op.parameters, `${base}/${method.toLowerCase()}`);
  // Path-item parameters apply unless the operation redefines them.
  const shared = collect(item.parameters, base).filter(
    (s) => !own.some((o) => o.param.name === s.param.name && o.param.in === s.param.in),
  );
  const params = [...shared, ...own];
  const requestBody = op.requestBody as { required?: boolean; content?: Record<string, unknown> } | undefined;
  const hasJsonBody = Boolean(requestBody?.content?.['application/json']);
  return {
    body: hasJsonBody
      ? { $ref: `${base}/${method.toLowerCase()}/requestBody/content/${pointer('application/json')}/schema` }
      : undefined,
    bodyRequired: requestBody?.required === true,
    querystring: paramGroup(params, 'query'),
    params: paramGroup(params, 'path'),
  };
}
