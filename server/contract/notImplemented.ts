import type { FastifyInstance, HTTPMethods } from 'fastify';
import { operations } from '../../openapi';
import { loadContract } from '../../openapi/contract';
import { HttpProblem, notification, translate } from '../errors';
import { splitOperationKey, toFastifyPath } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /path' of every contract operation that still answers 501. */
    notImplementedOperations: string[];
  }
}

type Operation = { security?: unknown[]; tags?: string[] };

/** The German answer of an operation whose business logic a later issue brings. */
export function notImplementedProblem(operationId: string): HttpProblem {
  return new HttpProblem(501, [
    notification(`notImplemented.${operationId}`, translate('notImplemented'), { header: 'Noch nicht verfügbar' }),
  ]);
}

// Admin area (account-admin.md §2, §6): server log, index update, premium import and status maintenance. The status
// chain is read by every order's history, so it stays open to all sessions.
const ADMIN_TAGS = ['log', 'admin', 'premium', 'sendungsstati'];
const FOR_EVERY_SESSION = ['GET /api/sendungsstati/defaultstatuskette'];

/** Whether an operation belongs to the admin area, so even its 501 stand-in refuses other users first. */
export function isAdminOperation(method: string, path: string): boolean {
  const paths = loadContract().paths as Record<string, Record<string, Operation>>;
  const tag = paths[path]?.[method.toLowerCase()]?.tags?.[0] ?? '';
  return ADMIN_TAGS.includes(tag) && !FOR_EVERY_SESSION.includes(`${method} ${path}`);
}

function isPublic(method: string, path: string): boolean {
  const paths = loadContract().paths as Record<string, Record<string, Operation>>;
  const security = paths[path]?.[method.toLowerCase()]?.security;
  // No security, or an optional bearer ({} among the alternatives: the toll calculator beside the login).
  return (
    Array.isArray(security) &&
    (security.length === 0 || security.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0))
  );
}

/**
 * Registers a 501 route for every contract operation without a real route, so the API never
 * answers 404 for a documented call. Call after all real routes are registered. GET before HEAD:
 * Fastify derives HEAD from GET, which would otherwise clash.
 */
export function registerNotImplemented(app: FastifyInstance): string[] {
  const keys = Object.keys(operations).sort((a, b) => Number(a.startsWith('HEAD')) - Number(b.startsWith('HEAD')));
  const stubbed: string[] = [];
  for (const key of keys) {
    const { method, path } = splitOperationKey(key);
    const url = toFastifyPath(path);
    if (app.hasRoute({ method: method as HTTPMethods, url })) continue;
    const { operationId } = operations[key];
    app.route({
      method: method as HTTPMethods,
      url,
      exposeHeadRoute: false,
      // onRequest, before the body is even parsed: a non-admin gets 403, never 415/400, and learns nothing about the body.
      onRequest: isPublic(method, path)
        ? undefined
        : isAdminOperation(method, path)
          ? [app.requireAuth, app.requireAdmin]
          : app.requireAuth,
      handler: async () => {
        throw notImplementedProblem(operationId);
      },
    });
    stubbed.push(key);
  }
  return stubbed;
}
