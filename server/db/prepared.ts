import { createHash } from 'node:crypto';
import type { Db, PreparedOptions, QueryResult } from './types';

/** Prepared statements kept per session; on reaching it all are dropped and prepared again on use. */
export const MAX_PREPARED = 200;
// Across all wrappers in the process: two Db objects over one PGlite share its session and so its statement names.
let next = 0;

/** A parameter as an SQL literal for EXECUTE (standard_conforming_strings: a quote is the only character to double). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Kein endlicher Zahlenwert für eine vorbereitete Abfrage: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('Ein Nullzeichen kann nicht an eine vorbereitete Abfrage gehen.');
    return `'${value.replace(/'/g, "''")}'`;
  }
  if (value instanceof Date) return `'${value.toISOString()}'`;
  throw new Error(`Parameter vom Typ ${typeof value} kann nicht an eine vorbereitete Abfrage gehen.`);
}

/**
 * Named statements for PGlite, which has one session and no prepared statements in its API: PREPARE once per SQL text,
 * then EXECUTE with the parameters as literals in one simple-protocol round trip (PGlite's parameterised query makes six
 * calls into the database and plans every time). `run` is the simple-protocol call; it holds PGlite's transaction lock,
 * so nothing runs inside another caller's transaction.
 */
export function pglitePrepared(
  run: (sql: string) => Promise<Array<QueryResult<unknown>>>,
): NonNullable<Db['prepared']> {
  const names = new Map<string, Promise<string>>();
  const prepare = (sql: string): Promise<string> => {
    let name = names.get(sql);
    if (!name) {
      const full = names.size >= MAX_PREPARED;
      if (full) names.clear();
      const id = `disponent_${++next}`;
      name = run(`${full ? 'DEALLOCATE ALL; ' : ''}PREPARE ${id} AS ${sql}`).then(() => id);
      names.set(sql, name);
      name.catch(() => {
        if (names.get(sql) === name) names.delete(sql);
      });
    }
    return name;
  };
  // A custom plan: the EXECUTE between setting plan_cache_mode and resetting it, in the same call (nothing runs between;
  // on an error the implicit transaction of the call takes the SET back).
  const execute = async (sql: string, args: string, custom: boolean) =>
    run(
      custom
        ? `SET plan_cache_mode = force_custom_plan; EXECUTE ${await prepare(sql)}${args}; RESET plan_cache_mode`
        : `EXECUTE ${await prepare(sql)}${args}`,
    );
  return async <T>(sql: string, params: unknown[] = [], options?: PreparedOptions) => {
    const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
    const custom = options?.plan === 'custom';
    const results = await execute(sql, args, custom).catch(async (error: { code?: string }) => {
      // Dropped by a DEALLOCATE ALL of a concurrent prepare between our lookup and the EXECUTE: prepare again, once.
      if (error?.code !== '26000') throw error;
      names.delete(sql);
      return execute(sql, args, custom);
    });
    return { rows: (results.at(custom ? -2 : -1)?.rows ?? []) as T[] };
  };
}

/** The name pg prepares a statement under on each pooled connection: from its text, so equal texts share it. */
export function statementName(sql: string): string {
  return `disponent_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
}
