import { Server as NetServer } from 'node:net';
import type { Server as HttpServer } from 'node:http';

/**
 * Closes the listening socket only, then waits (at most `maxMs`) until the connections already accepted have ended.
 * http's own close() would also cut every connection without a request in progress, including one whose request bytes
 * are not read yet: the peer sees a reset, and nginx never sends a POST a second time. While leaving, each answer closes
 * its connection (plugins/drain), so the open ones end after their next request or when the proxy drops them idle.
 */
export async function stopAccepting(server: HttpServer, maxMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
    const deadline = Date.now() + maxMs;
    const poll = () =>
      server.getConnections((err, count) => {
        if (err || count === 0 || Date.now() >= deadline) resolve();
        else setTimeout(poll, 50).unref();
      });
    poll();
  });
}
