import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createTokenService, type SessionClaims, type TokenService } from '../auth';
import { HttpProblem, Notifications } from '../errors';
import { globalPlugin } from './global';

/** Why a request has no session: no header, or a token that failed verification. */
export type AuthFailure = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens. */
    tokens: TokenService;
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
  app.decorateRequest('session', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) {
      request.authFailure = 'missing';
      return;
    }
    const result = await tokens.verifyAccessToken(match[1]);
    if (result.ok) request.session = result.claims;
    else request.authFailure = result.reason;
  });

  const requireAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) return;
    // Expired gets its own text: the portal refreshes on any 401 except the relogin message (spec §8).
    const body = request.authFailure === 'expired' ? [Notifications.expired()] : [Notifications.relogin()];
    return reply.code(401).type('application/json; charset=utf-8').send(body);
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.session?.admin) throw new HttpProblem(403, [Notifications.forbidden()]);
  });
};

/** Parses the bearer token into request.session and provides app.requireAuth and app.requireAdmin. */
export const authPluginGlobal = globalPlugin(authPlugin, 'disponent-auth');
