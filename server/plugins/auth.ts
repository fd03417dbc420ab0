import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  createSessionGuard,
  createTokenService,
  recordImpersonatedChange,
  type SessionClaims,
  type SessionGuard,
  type TokenService,
} from '../auth';
import { HttpProblem, Notifications } from '../errors';
import { globalPlugin } from './global';

/**
 * Why a request has no session: no header, a token that failed verification, or a valid token whose session ended
 * (stale: the account changed, a refresh may continue; revoked: logged out or user deleted).
 */
export type AuthFailure = 'missing' | 'invalid' | 'expired' | 'stale' | 'revoked';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens. */
    tokens: TokenService;
    /** Session versions and logged-out tokens; routes that end sessions invalidate its cache. */
    sessionGuard: SessionGuard;
    /**
     * Hook (onRequest or preHandler) answering 401 unless the request has a valid access token;
     * as onRequest it runs before body parsing, so anonymous callers never get a 400.
     */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /**
     * Hook after requireAuth answering 403 unless the session is an admin's; as onRequest it runs before the body is
     * validated, so a non-admin learns nothing about the body an admin call wants.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Verified access-token claims, or null for anonymous requests. */
    session: SessionClaims | null;
    authFailure: AuthFailure | null;
  }
}

/** Options of the auth plugin. */
export interface AuthPluginOptions {
  jwtSecret: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  const tokens = createTokenService(options.jwtSecret);
  app.decorate('tokens', tokens);
  const guard = createSessionGuard(app.db, undefined, undefined, app.changes);
  app.decorate('sessionGuard', guard);
  app.decorateRequest('session', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) {
      request.authFailure = 'missing';
      return;
    }
    const result = await tokens.verifyAccessToken(match[1]);
    if (!result.ok) {
      request.authFailure = result.reason;
      return;
    }
    const check = await guard.check(result.claims);
    if (check === 'ok') request.session = result.claims;
    else request.authFailure = check === 'stale' ? 'stale' : 'revoked';
  });

  // Changes made while impersonating record the admin too (server/auth/impersonation.ts); recorded before the
  // answer leaves, so a change the client saw succeed is always on record.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session?.act)
      await recordImpersonatedChange(app.db, request.session, request.method, request.url, reply.statusCode);
    return payload;
  });

  const requireAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) return;
    // Expired gets its own text: the portal refreshes on any 401 except the relogin message (spec §8). A stale token
    // (password or rights changed) may still be refreshed: the refresh token decides whether this session goes on.
    const refreshable = request.authFailure === 'expired' || request.authFailure === 'stale';
    const body = refreshable ? [Notifications.expired()] : [Notifications.relogin()];
    return reply.code(401).type('application/json; charset=utf-8').send(body);
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.session?.admin) throw new HttpProblem(403, [Notifications.forbidden()]);
  });
};

/** Parses the bearer token into request.session and provides app.requireAuth and app.requireAdmin. */
export const authPluginGlobal = globalPlugin(authPlugin, 'disponent-auth');
