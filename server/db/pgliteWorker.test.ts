import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index';
import { createPgliteWorkerDb, pgliteInWorker } from './pgliteWorker';

// The server's PGlite runs in a worker thread, so its statements run beside the HTTP work.
describe('PGlite in a worker thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'don-pglite-worker-'));
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteWorkerDb(join(dir, 'pglite'));
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, v text, d timestamptz)');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is on unless PGLITE_WORKER=off', () => {
    expect(pgliteInWorker({})).toBe(true);
    expect(pgliteInWorker({ PGLITE_WORKER: ' OFF ' })).toBe(false);
  });

  it('leaves this thread free while a statement runs (in-process PGlite blocks it)', async () => {
    /** How many 10-ms timer ticks this thread ran while the database slept 300 ms. */
    const ticksDuring = async (on: Db) => {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      await on.query('SELECT 1');
      await on.query('SELECT pg_sleep(0.3)');
      clearInterval(timer);
      return ticks;
    };
    expect(await ticksDuring(db)).toBeGreaterThan(5);
    const inProcess = await createDb({ dataDir: undefined });
    expect(await ticksDuring(inProcess)).toBeLessThan(3);
    await inProcess.close();
  });

  it('answers queries with parameters, dates and prepared statements', async () => {
    const when = new Date('2026-11-24T10:00:00.000Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3)', [1, 'Äpfel', when]);
    expect((await db.query('SELECT * FROM t')).rows).toEqual([{ id: 1, v: 'Äpfel', d: when }]);
    expect((await db.prepared!<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id >= $1', [1])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('throws database errors with their fields (code, constraint) as the in-process driver does', async () => {
    const error = (await db.query('INSERT INTO t VALUES (1, $1)', ['doppelt']).catch((e: unknown) => e)) as Error & {
      code?: string;
      constraint?: string;
    };
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.constraint]).toEqual(['23505', 't_pkey']);
  });

  it('commits a transaction, rolls back a failed one, and keeps a nested failure inside its savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (2, 'zwei')");
      await tx
        .transaction(async (inner) => {
          await inner.query("INSERT INTO t VALUES (3, 'drei')");
          throw new Error('innen');
        })
        .catch(() => undefined);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (4, 'vier')");
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    expect((await db.query<{ id: number }>('SELECT id FROM t ORDER BY id')).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('serves statements outside a transaction after it ends, and several callers at once', async () => {
    const results = await Promise.all([
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (5, 'fünf')");
        return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n;
      }),
      ...Array.from({ length: 5 }, (_, i) =>
        db.query<{ i: number }>('SELECT $1::int AS i', [i]).then((r) => r.rows[0].i),
      ),
    ]);
    expect(results).toEqual([3, 0, 1, 2, 3, 4]);
  });

  it('fails every later call with a clear error once closed', async () => {
    const other = await createPgliteWorkerDb(join(dir, 'zweite'));
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/PGlite-Thread/);
  });
});
