import type { Db } from './types';

/** The NOTIFY channel of migration 0017 (payloads 'sitzung:<id>', 'auftraege'). */
export const CHANGE_CHANNEL = 'disponent_aenderung';

/** Every cached entry may be stale (the listening connection was lost or is back): subscribers drop everything. */
export const ALL = '*';

/**
 * Changes that caches of this process must follow, from this process and, on PostgreSQL, from every other server
 * process on the same database (triggers send NOTIFY in the changing transaction, delivered at its commit).
 */
export interface ChangeFeed {
  /** False while changes of other processes may be missed (listening connection lost): caches must not be trusted. */
  readonly live: boolean;
  /** Calls fn with the key of each change of topic ('sitzung' → user id, 'auftraege' → ''), or {@link ALL}. */
  on(topic: string, fn: (key: string) => void): void;
  /**
   * Resolves once every change committed before the call has reached the subscribers (PostgreSQL: one round trip on the
   * listening connection, shared by concurrent callers; PGlite: at once). A cache is read only after it: the
   * notification alone may arrive after a request that was sent once the change was acknowledged.
   */
  sync(): Promise<void>;
  /** Tells this process's subscribers at once (the notification of the commit follows on PostgreSQL). */
  emit(topic: string, key?: string): void;
  close(): Promise<void>;
}

/** The change feed over db: NOTIFY/LISTEN on PostgreSQL; on PGlite, one process owns the database, only emit(). */
export async function createChangeFeed(db: Db, onError?: (err: Error) => void): Promise<ChangeFeed> {
  const subscribers = new Map<string, ((key: string) => void)[]>();
  let live = true;
  const emit = (topic: string, key = '') => {
    for (const fn of subscribers.get(topic) ?? []) {
      try {
        fn(key);
      } catch (err) {
        onError?.(err as Error);
      }
    }
  };
  const everything = () => {
    for (const topic of subscribers.keys()) emit(topic, ALL);
  };
  const listener = db.listen
    ? await db.listen(
        CHANGE_CHANNEL,
        (payload) => {
          const at = payload.indexOf(':');
          emit(at < 0 ? payload : payload.slice(0, at), at < 0 ? '' : payload.slice(at + 1));
        },
        (listening) => {
          live = listening;
          // Lost: nothing cached can be trusted; back: what changed meanwhile was never announced.
          everything();
          if (!listening) onError?.(new Error('Die Verbindung für Änderungsmeldungen (LISTEN) ist unterbrochen.'));
        },
      )
    : undefined;
  return {
    get live() {
      return live;
    },
    on(topic, fn) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), fn]);
    },
    sync: async () => {
      if (listener && live) await listener.sync();
    },
    emit,
    close: async () => {
      await listener?.close();
    },
  };
}
