import pg from 'pg';

/** How long a lost listening connection waits before it connects again. */
export const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a dedicated client (a pooled one would be handed to other queries): notifications are delivered to it
 * whenever it is idle. A lost connection reports `onState(false)` and is replaced until stopped.
 */
export async function listenPostgres(databaseUrl: string, channel: string, onPayload: (payload: string) => void,
  onState: (listening: boolean) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => { if (n.channel === channel) onPayload(n.payload ?? ''); });
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
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
