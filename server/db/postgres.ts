import pg from 'pg';
import { listenPostgres } from './listen';
import { statementName } from './prepared';
import { withSavepoint } from './savepoint';
import type { Db, PreparedOptions, QueryResult } from './types';

/**
 * Wraps a checked-out client that is inside BEGIN; the pool-level Db releases it. One connection runs one statement at a
 * time anyway: queries of a transaction started together (Promise.all) wait here for the one before, in call order,
 * instead of being handed to pg while it is busy (which pg deprecates and will refuse).
 */
export function wrapClient(client: Pick<pg.PoolClient, 'query'>): Db {
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <R>(run: () => Promise<R>): Promise<R> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  const db: Db = {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const res = await serial(() => client.query(sql, params));
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await serial(() => client.query(sql));
    },
    transaction: (fn) => withSavepoint(db, fn),
    async close() {},
  };
  return db;
}

/** Connections of the server's pool. */
const POOL_SIZE = 10;

/** Connects a pg.Pool to a real PostgreSQL server. */
export async function createPostgresDb(databaseUrl: string, onIdleError?: (err: Error) => void): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // An idle client losing its connection emits 'error'; unhandled, that would kill the process.
  pool.on('error', (err) => onIdleError?.(err));
  // Fail at startup rather than on the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    async prepared<T>(sql: string, params?: unknown[], options?: PreparedOptions): Promise<QueryResult<T>> {
      // A named statement switches to one generic plan after five executions; an unnamed one is planned every time.
      const res = await pool.query(
        options?.plan === 'custom'
          ? { text: sql, values: params }
          : { name: statementName(sql), text: sql, values: params },
      );
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    slots: POOL_SIZE,
    listen: (channel, onPayload, onState) => listenPostgres(databaseUrl, channel, onPayload, onState),
    async close() {
      await pool.end();
    },
  };
}
