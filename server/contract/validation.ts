import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { loadContract } from '../../openapi/contract';
import { exactMultipleOf } from '../../engine/core';
import { nullAsMissingCheck } from './nullAsMissing';
import { contractRequestSchemas } from './requestSchemas';

type Json = Record<string, unknown>;

function createAjv(coerce: boolean): Ajv2020 {
  // strict off: the contract carries OpenAPI-only keywords (example, description on $ref siblings).
  // strictNumbers: 'Infinity', '1e400' and NaN are no numbers (a path id 'Infinity' reached the database as a 500).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strictNumbers: true,
  });
  addFormats(ajv);
  // The contract's decimals are checked exactly, as the form engine does (8.2 is a multiple of 0.01).
  exactMultipleOf(ajv);
  ajv.addSchema(loadContract(), 'contract');
  return ajv;
}

const combine = (own: unknown, contract: Json | undefined): unknown =>
  own && contract ? { allOf: [own, contract] } : (own ?? contract);

/**
 * A parameter check that also refuses numbers coerced to Infinity ('Infinity', '1e400' in a path or query): Ajv's
 * coercion turns them into numbers that pass `integer` and `minimum`, and strictNumbers does not apply to coerced values.
 */
function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  let errors: ErrorObject[] | null | undefined = null;
  const check = (data: unknown) => {
    const valid = validate(data);
    errors = validate.errors;
    if (!valid || !data || typeof data !== 'object') return valid;
    const infinite = Object.entries(data as Json).filter(([, v]) =>
      [v].flat().some((n) => typeof n === 'number' && !Number.isFinite(n)),
    );
    if (!infinite.length) return true;
    errors = infinite.map(([name]) => ({
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: '#/type',
      params: { type: 'number' },
      message: 'must be finite',
    }));
    return false;
  };
  return Object.defineProperty(check, 'errors', { get: () => errors }) as unknown as ValidateFunction;
}

/**
 * Validates every request with the contract's schemas (the entity documents of schemas/, bundled):
 * a route's own schema is kept and the contract's is added on top. Register before any route.
 */
export function registerContractValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv(false);
  const paramAjv = createAjv(true);
  const optionalBodies = new WeakSet<object>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const found = contractRequestSchemas(methods[0], route.url);
    if (!found) return;
    const schema: FastifySchema = { ...(route.schema ?? {}) };
    const body = combine(schema.body, found.body);
    if (body && !found.bodyRequired && typeof body === 'object') optionalBodies.add(body);
    const querystring = combine(schema.querystring, found.querystring);
    const params = combine(schema.params, found.params);
    // Only parts that exist: an undefined key makes Fastify warn about a missing schema.
    if (body) schema.body = body;
    if (querystring) schema.querystring = querystring;
    if (params) schema.params = params;
    route.schema = schema;
    // Array path parameters (style simple: '5001,5002') arrive as one string; split them before validation.
    const arrays = Object.entries((found.params?.properties ?? {}) as Record<string, Json>)
      .filter(([, s]) => s.type === 'array')
      .map(([name]) => name);
    if (arrays.length) {
      const split = async (request: FastifyRequest) => {
        const values = request.params as Record<string, unknown>;
        for (const name of arrays)
          if (typeof values[name] === 'string') values[name] = (values[name] as string).split(',');
      };
      const own = route.preValidation;
      route.preValidation = [...(Array.isArray(own) ? own : own ? [own] : []), split];
    }
  });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    const compiled: ValidateFunction = ajv.compile(schema as Json);
    if (httpPart !== 'body') return finiteNumbersOnly(compiled);
    const validate = nullAsMissingCheck(compiled);
    if (!optionalBodies.has(schema as object)) return validate;
    // An optional body that was not sent is valid; one that was sent must match. A getter, so Fastify reads this call's errors.
    const optional = (data: unknown) => data === undefined || data === null || validate(data);
    return Object.defineProperty(optional, 'errors', { get: () => validate.errors });
  });
}
