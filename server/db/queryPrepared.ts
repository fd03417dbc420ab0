import type { Db, PreparedOptions, QueryResult } from './types';

/** Runs a repeated read as a prepared statement where the Db offers them (not inside a transaction), else as a query. */
export function queryPrepared<T = Record<string, unknown>>(
  db: Db,
  sql: string,
  params?: unknown[],
  options?: PreparedOptions,
): Promise<QueryResult<T>> {
  return db.prepared ? db.prepared<T>(sql, params, options) : db.query<T>(sql, params);
}
