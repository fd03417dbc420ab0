import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notification, translate } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once app.close() began: requests still arriving get 503 while the ones in flight finish. */
    draining: boolean;
    /**
     * True from SIGTERM until app.close(): the listener is closed, requests on open connections are still served, each
     * answer closes its connection and /api/ready says 503 (see server.ts, SHUTDOWN_GRACE_MS).
     */
    leaving: boolean;
  }
}

/** The notification of a request that arrives while the server shuts down (503, 'Der Server wird gerade neu gestartet …'). */
export function restartingNotification() {
  return notification('betrieb.neustart', translate('betrieb.neustart'), { header: 'Neustart' });
}

/**
 * Graceful stop: from app.close() on (SIGTERM, SIGINT) no new connection is accepted, requests in flight finish, and a
 * request that still arrives on an open keep-alive connection is answered 503 with the portal's German notification and
 * `Connection: close` (Fastify's own 503 would be English), so a proxy retries it on another instance. The database
 * closes after the last answer (onClose hooks run once the HTTP server has closed).
 */
export function registerDrain(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.decorate('leaving', false);
  // Requests not yet answered per connection: the last answer on a connection while draining closes it.
  const open = new WeakMap<Socket, number>();
  const socketOf = (request: FastifyRequest) => request.raw.socket;
  const done = new WeakSet<object>();
  const finish = (request: FastifyRequest) => {
    if (done.has(request)) return;
    done.add(request);
    const socket = socketOf(request);
    if (socket) open.set(socket, (open.get(socket) ?? 1) - 1);
  };
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    const socket = socketOf(request);
    if (socket) open.set(socket, (open.get(socket) ?? 0) + 1);
    if (!app.draining) return;
    reply
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .code(503)
      .type('application/json; charset=utf-8')
      .send([restartingNotification()]);
    return reply;
  });
  // An idle keep-alive connection would hold the stop until it times out; one with an answer still queued stays open for it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (app.leaving || (app.draining && (open.get(socketOf(request)) ?? 0) <= 1)) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));
}
