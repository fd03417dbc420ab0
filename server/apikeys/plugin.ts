import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { buildSessionClaims, findUserById, type SessionClaims } from '../auth';
import { HttpProblem, notification, translate } from '../errors';
import { createAttemptStore } from '../plugins/attemptStore';
import { globalPlugin } from '../plugins/global';
import { API_KEY_PREFIX, findActiveApiKey, touchApiKey, type ActiveApiKey } from './keys';
import { scopeOfRoute } from './scopes';

/** Requests one key may make within the window (docs/security.md); tests shrink it. */
export interface ApiKeyRateLimit {
  perKey: number;
  windowMs: number;
}

/** Default: 300 requests per key and minute, counted in the database across all server processes. */
export const API_KEY_RATE_LIMIT: ApiKeyRateLimit = { perKey: 300, windowMs: 60_000 };

const SCOPE_NAMES: Record<string, string> = {
  'auftraege:lesen': 'Aufträge lesen',
  'auftraege:schreiben': 'Aufträge schreiben',
  adressen: 'Adressen',
};

/** The key a request carries: the X-API-Key header, or a bearer token with the key prefix. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}

const problem = (status: number, key: string, header: string, ...args: (string | number)[]) =>
  new HttpProblem(status, [notification(key, translate(key, ...args), { header })]);

/**
 * The session a key acts with: its tenant only (no sub-tenants, no admin or main rights), edit only with the scope
 * 'auftraege:schreiben' or 'adressen', and the key itself named as actor of its changes (change log).
 */
async function keySession(request: FastifyRequest, key: ActiveApiKey): Promise<SessionClaims> {
  const user = await findUserById(request.server.db, key.benutzerId);
  if (!user) throw problem(401, 'apiSchluessel.unbekannt', 'API-Schlüssel');
  const claims = await buildSessionClaims(request.server.db, { ...user, mandant_id: key.mandantId });
  const writes = key.scopes.some((s) => s !== 'auftraege:lesen');
  return {
    ...claims,
    admin: false,
    main: false,
    hauptmandant: false,
    edit: writes && user.edit,
    apiKey: { id: key.id, name: key.name, scopes: key.scopes },
  };
}

const apiKeyPlugin: FastifyPluginAsync<Partial<ApiKeyRateLimit>> = async (app, options) => {
  const limit = { ...API_KEY_RATE_LIMIT, ...options };
  const store = createAttemptStore(app.db);
  // Runs after the token check of the auth plugin (registered after it): a request with a key gets the key's session.
  app.addHook('onRequest', async (request, reply) => {
    const presented = apiKeyOf(request);
    if (!presented) return;
    request.session = null;
    const key = await findActiveApiKey(app.db, presented);
    if (!key) throw problem(401, 'apiSchluessel.unbekannt', 'API-Schlüssel');
    const route = request.routeOptions.url;
    if (!route) return;
    const scope = scopeOfRoute(request.method, route);
    if (!scope || !key.scopes.includes(scope)) {
      const needed = scope ? SCOPE_NAMES[scope] : 'keine';
      throw problem(403, 'apiSchluessel.nichtErlaubt', 'Keine Berechtigung', needed);
    }
    const [count] = await store.hit([`apikey:${key.id}`], limit.windowMs);
    if (count.hits > limit.perKey) {
      const seconds = Math.max(1, Math.ceil((count.windowStart + limit.windowMs - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw problem(429, 'apiSchluessel.zuVieleAnfragen', 'Zu viele Anfragen', seconds);
    }
    await touchApiKey(app.db, key.id);
    request.session = await keySession(request, key);
  });
};

/** Authenticates requests carrying an API key (Bearer don_… or X-API-Key), checks its scope and its rate limit. */
export const apiKeyPluginGlobal = globalPlugin(apiKeyPlugin, 'disponent-api-keys');
