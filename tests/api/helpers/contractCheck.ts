import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { loadContract } from '../../../openapi/contract';
import { toOpenapiPath } from '../../../server/contract';
import { messageCatalogue } from '../../../server/errors';

type Json = Record<string, unknown>;
type ResponseObject = {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
};

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract');
const validators = new Map<string, ValidateFunction>();
const violations: string[] = [];

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function responseObject(op: Json, status: number, base: string): { ref: string; response: ResponseObject } | undefined {
  const responses = (op.responses ?? {}) as Record<string, Json>;
  // A 501 is the answer of an operation without business logic (docs/api.md lists them).
  const key =
    String(status) in responses
      ? String(status)
      : 'default' in responses
        ? 'default'
        : status === 501
          ? '501'
          : undefined;
  if (!key) return undefined;
  const response = responses[key] ?? { $ref: '#/components/responses/Error' };
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop()!;
    const resolved = ((contract.components as Json).responses as Record<string, ResponseObject>)[name];
    return { ref: `#/components/responses/${pointer(name)}`, response: resolved };
  }
  return { ref: `${base}/responses/${key}`, response: response as ResponseObject };
}

function validator(ref: string): ValidateFunction {
  let fn = validators.get(ref);
  if (!fn) {
    fn = ajv.compile({ $ref: `contract${ref}` });
    validators.set(ref, fn);
  }
  return fn;
}

// Catalogue texts as patterns: a placeholder {1} stands for any argument.
const cataloguePatterns = Object.values(messageCatalogue()).map(
  (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\d+\\\}/g, '.*')}$`, 's'),
);
const FIXED_IDS = ['auth.relogin', 'auth.expired', 'login.failed', 'notFound', 'serverError'];

/** Validation notifications carry a catalogue text, the fixed ones exactly their key's text. */
export function checkCatalogueWording(where: string, body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((n: { id?: unknown; message?: unknown }) => {
    const id = String(n.id),
      message = String(n.message);
    if (FIXED_IDS.includes(id) && message !== messageCatalogue()[id])
      return [`${where}: ${id} nicht im Wortlaut des Katalogs: ${message}`];
    if (id.startsWith('validation.') && !cataloguePatterns.some((p) => p.test(message)))
      return [`${where}: ${id} nicht aus dem Übersetzungskatalog: ${message}`];
    return [];
  });
}

/** Checks one answer against the contract; returns what is wrong (empty: conforms or not a contract path). */
export function checkAnswer(
  method: string,
  routeUrl: string,
  status: number,
  headers: Record<string, unknown>,
  payload: unknown,
): string[] {
  const path = toOpenapiPath(routeUrl);
  const op = (contract.paths as Record<string, Json>)[path]?.[method.toLowerCase()] as Json | undefined;
  if (!op) return [];
  const where = `${method} ${path} → ${status}`;
  const found = responseObject(op, status, `#/paths/${pointer(path)}/${method.toLowerCase()}`);
  if (!found) return [`${where}: Status nicht im Vertrag`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(found.response.headers ?? {})) {
    if (header.required && status < 300 && headers[name.toLowerCase()] === undefined)
      problems.push(`${where}: Header ${name} fehlt`);
  }
  // The media type the answer declares must be one the contract names (a JSON answer sent as text/plain breaks clients).
  const declared = Object.keys(found.response.content ?? {});
  const mediaType = String(headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (declared.length && method !== 'HEAD' && status !== 204 && !declared.includes(mediaType)) {
    problems.push(`${where}: Content-Type ${mediaType || '(keiner)'} nicht im Vertrag (${declared.join(', ')})`);
  }
  const json = found.response.content?.['application/json'];
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (!json?.schema || method === 'HEAD' || text === undefined) return problems;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `${where}: Antwort ist kein JSON`];
  }
  const validate = validator(`${found.ref}/content/${pointer('application/json')}/schema`);
  if (!validate(body)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  if (status >= 400) problems.push(...checkCatalogueWording(where, body));
  return problems;
}

/** Adds an onSend hook that records every answer not matching the contract. */
export function instrumentContractCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url) violations.push(...checkAnswer(request.method, url, reply.statusCode, reply.getHeaders(), payload));
    return payload;
  });
}

/** Returns and clears the violations recorded since the last call. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
