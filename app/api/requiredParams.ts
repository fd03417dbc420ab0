import type { Middleware } from 'openapi-fetch';
import { operations } from '../../openapi';

/** Refuses a call whose mandatory path or query parameter is null or undefined, before anything is sent. */
export const requiredParams: Middleware = {
  onRequest({ request, schemaPath, params }) {
    const operation = operations[`${request.method} ${schemaPath}`];
    if (!operation) return request;
    const given = params as { path?: Record<string, unknown>; query?: Record<string, unknown> };
    const missing = [
      ...operation.path.filter((name) => given.path?.[name] == null),
      ...operation.query.filter((name) => given.query?.[name] == null),
    ][0];
    if (missing)
      throw new Error(`Required parameter ${missing} was null or undefined when calling ${operation.operationId}.`);
    return request;
  },
};
