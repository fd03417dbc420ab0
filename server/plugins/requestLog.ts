import type { FastifyInstance } from 'fastify';

/** Answers slower than this are logged (warn) even when they succeed; SLOW_REQUEST_MS overrides it. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Logs a request only when it failed on the server (5xx) or was slow. Fastify's own request logging (two info lines per
 * request) is switched off in buildApp: at a few hundred searches a second it cost more than the search's SQL. Client
 * mistakes and security events keep their own log lines (error handler, login, logout, password and rights changes).
 */
export function registerRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode < 500 && ms < slowMs) return;
    request.log.warn(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      },
      reply.statusCode >= 500 ? 'Anfrage mit Serverfehler beantwortet' : 'Langsame Anfrage',
    );
  });
}
