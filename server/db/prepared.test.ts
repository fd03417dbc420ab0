import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDb, pgliteOptions } from './pglite';
import { pglitePrepared, sqlLiteral } from './prepared';

describe('prepared statements on PGlite', () => {
  const pg = new PGlite(pgliteOptions({ fsync: false }));
  const db = pgliteDb(pg);
  afterAll(() => db.close());

  it('answer the same rows as the parameterised query, with every parameter taken literally', async () => {
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, tag date, ok boolean);
      INSERT INTO t VALUES (1, 'Müller''s Spedition', '2026-11-20', true), (2, 'a\\b %_', '2026-11-21', false), (3, NULL, NULL, NULL);`);
    const sql =
      'SELECT id, name, tag, ok FROM t WHERE (name = $1 OR $1::text IS NULL OR tag >= $2::date OR ok = $3) AND id <= $4 ORDER BY id';
    const cases: unknown[][] = [
      ["Müller's Spedition", null, null, 10],
      ['a\\b %_', null, null, 10],
      [null, '2026-11-21', null, 2],
      ['x', null, false, 5],
      ["'); DROP TABLE t; --", null, null, 10],
      ['x', new Date('2026-11-20T00:00:00Z'), null, 1],
    ];
    for (const params of cases)
      expect((await db.prepared!(sql, params)).rows, JSON.stringify(params)).toEqual(
        (await db.query(sql, params)).rows,
      );
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(3);
  });

  it('prepare a statement once and execute it with the new parameters every time', async () => {
    const sent: string[] = [];
    const prepared = pglitePrepared(async (sql) => {
      sent.push(sql);
      return (await pg.exec(sql)).map((r) => ({ rows: r.rows }));
    });
    const sql = 'SELECT $1::int + 1 AS n';
    const answers = await Promise.all([1, 2, 3].map(async (n) => (await prepared<{ n: number }>(sql, [n])).rows[0].n));
    expect(answers).toEqual([2, 3, 4]);
    expect(sent.filter((s) => s.startsWith('PREPARE'))).toHaveLength(1);
    expect(sent.filter((s) => s.startsWith('EXECUTE'))).toHaveLength(3);
  });

  it('plan a statement per execution when asked, and leave the session planning as before, after an error too', async () => {
    const sent: string[] = [];
    const prepared = pglitePrepared(async (sql) => {
      sent.push(sql);
      return (await pg.exec(sql)).map((r) => ({ rows: r.rows }));
    });
    const sql = 'SELECT 10 / $1::int AS n';
    expect((await prepared<{ n: number }>(sql, [2], { plan: 'custom' })).rows).toEqual([{ n: 5 }]);
    expect(sent.at(-1)).toMatch(
      /^SET plan_cache_mode = force_custom_plan; EXECUTE disponent_\d+\(2\); RESET plan_cache_mode$/,
    );
    await expect(prepared(sql, [0], { plan: 'custom' })).rejects.toThrow(/division by zero/);
    expect((await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
    expect((await prepared<{ n: number }>(sql, [5])).rows).toEqual([{ n: 2 }]);
    expect(sent.at(-1)).toMatch(/^EXECUTE disponent_\d+\(5\)$/);
  });

  it('are not offered inside a transaction, and refuse values they cannot write as literals', async () => {
    await db.transaction(async (tx) => {
      expect(tx.prepared).toBeUndefined();
    });
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });
});
