import type { ChangeFeed } from './changeFeed';
import type { Db, PreparedOptions, QueryResult } from './types';

/** Statements that change orders or remove tenants (whose orders cascade). */
const ORDER_WRITE =
  /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?)\s+(only\s+)?(public\.)?(auftrag|mandant)\b/i;
const generations = new WeakMap<Db, { n: number; live?: () => boolean; sync?: () => Promise<void> }>();

/**
 * Counts the statements through `db` (and its transactions) that may change which orders a search finds, in place, so
 * that every holder of the object (the app, tests, the dispatch stand-in) is counted. Caches of order counts compare
 * {@link orderWriteGeneration} before and after instead of guessing; a transaction counts again when it ends, so a
 * count taken while it was open is not kept.
 */
export function watchOrderWrites(db: Db): Db {
  if (generations.has(db)) return db;
  const counter = { n: 0 };
  generations.set(db, counter);
  const patch = (target: Db): Db => {
    const { query, prepared, exec, transaction } = target;
    target.query = <T>(sql: string, params?: unknown[]) => {
      if (ORDER_WRITE.test(sql)) counter.n++;
      return query.call(target, sql, params) as Promise<QueryResult<T>>;
    };
    if (prepared) {
      target.prepared = <T>(sql: string, params?: unknown[], options?: PreparedOptions) => {
        if (ORDER_WRITE.test(sql)) counter.n++;
        return prepared.call(target, sql, params, options) as Promise<QueryResult<T>>;
      };
    }
    target.exec = (sql) => {
      if (ORDER_WRITE.test(sql)) counter.n++;
      return exec.call(target, sql);
    };
    target.transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
      const before = counter.n;
      try {
        return (await transaction.call(target, (tx: Db) => fn(tx === target ? tx : patch(tx)))) as T;
      } finally {
        if (counter.n !== before) counter.n++;
      }
    };
    return target;
  };
  return patch(db);
}

/**
 * How many order writes went through a watched Db (or were announced by other processes) so far; undefined for a Db
 * that is not watched, or while the change feed may miss other processes' writes.
 */
export function orderWriteGeneration(db: Db): number | undefined {
  const counter = generations.get(db);
  return counter && (counter.live?.() ?? true) ? counter.n : undefined;
}

/**
 * Order writes of other server processes count too: the change feed announces them at their commit (topic
 * 'auftraege'), and while it may miss some (feed not live) no generation is answered, so every search counts.
 */
export function followOrderWrites(db: Db, feed: Pick<ChangeFeed, 'live' | 'on' | 'sync'>): void {
  const counter = generations.get(db);
  if (!counter) return;
  counter.live = () => feed.live;
  counter.sync = () => feed.sync();
  feed.on('auftraege', () => {
    counter.n++;
  });
}

/** Resolves once other processes' order writes committed before the call are counted ({@link ChangeFeed.sync}). */
export async function syncOrderWrites(db: Db): Promise<void> {
  await generations.get(db)?.sync?.();
}
