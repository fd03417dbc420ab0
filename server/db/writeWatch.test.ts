import { describe, expect, it } from 'vitest';
import type { Db, PreparedOptions } from './types';
import { orderWriteGeneration, watchOrderWrites } from './writeWatch';

/** A Db that records what reaches it. */
function recordingDb(seen: Array<[string, PreparedOptions | undefined]>): Db {
  const db: Db = {
    query: async (sql) => {
      seen.push([sql, undefined]);
      return { rows: [] };
    },
    prepared: async (sql, _params, options) => {
      seen.push([sql, options]);
      return { rows: [] };
    },
    exec: async (sql) => {
      seen.push([sql, undefined]);
    },
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

describe('watchOrderWrites', () => {
  it('counts order writes and hands every statement on unchanged, a prepared statement with its plan option', async () => {
    const seen: Array<[string, PreparedOptions | undefined]> = [];
    const db = watchOrderWrites(recordingDb(seen));
    expect(orderWriteGeneration(db)).toBe(0);
    await db.prepared!('SELECT count(*) FROM auftrag WHERE suchtext LIKE $1', ['%x%'], { plan: 'custom' });
    await db.prepared!('SELECT 1', []);
    expect(seen).toEqual([
      ['SELECT count(*) FROM auftrag WHERE suchtext LIKE $1', { plan: 'custom' }],
      ['SELECT 1', undefined],
    ]);
    expect(orderWriteGeneration(db)).toBe(0);
    await db.query('UPDATE auftrag SET version = version + 1 WHERE id = $1', [1]);
    await db.prepared!('DELETE FROM auftrag WHERE id = $1', [2]);
    expect(orderWriteGeneration(db)).toBe(2);
  });
});
