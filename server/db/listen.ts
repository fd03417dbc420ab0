import pg from 'pg';

/** How long a lost listening connection waits before it connects again. */
export const RELISTEN_DELAY_MS = 1_000;

/** A listening connection: sync() resolves once every notification committed before the call has been handled. */
export interface Listener {
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN on a dedicated client (a pooled one would be handed to other queries): notifications are delivered to it
 * whenever it is idle. A lost connection reports `onState(false)` and is replaced until stopped.
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      void c.end().catch(() => undefined);
      if (stopped) return;
      onState(false);
      retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
    };
    c.on('error', lose);
    c.on('end', lose);
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lose();
      throw err;
    }
    client = c;
    onState(true);
  };
  try {
    await connect();
  } catch (err) {
    // At start a database that refuses the listener fails the start, like the pool's probe.
    stopped = true;
    clearTimeout(retry);
    throw err;
  }
  // PostgreSQL sends pending notifications before it answers a query on this connection: a round trip started after a
  // request arrived delivers every change committed before it. Callers arriving while one is under way share the next.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const sync = (): Promise<void> => {
    if (!inFlight) {
      inFlight = client!
        .query('SELECT 1')
        .then(() => undefined)
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };
  return {
    sync,
    async close() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
