import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { wrapClient } from './postgres';

// A stand-in for one pg connection that records how many statements it was given at once (pg deprecates more than one).
function fakeClient() {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const query = async (sql: string) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    await new Promise((resolve) => {
      setTimeout(resolve, 5);
    });
    running -= 1;
    seen.order.push(sql);
    if (sql === 'FEHLER') throw new Error('boom');
    return { rows: [{ sql }] };
  };
  return { client: { query } as unknown as Pick<pg.PoolClient, 'query'>, seen };
}

describe('queries of a PostgreSQL transaction', () => {
  it('hands the connection one statement at a time, in call order, also when started together', async () => {
    const { client, seen } = fakeClient();
    const tx = wrapClient(client);
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((sql) => tx.query<{ sql: string }>(sql)));
    expect(answers.map((a) => a.rows[0].sql)).toEqual(['A', 'B', 'C', 'D']);
    expect(seen.order).toEqual(['A', 'B', 'C', 'D']);
    expect(seen.most).toBe(1);
  });

  it('goes on after a failed statement, which fails only its own caller', async () => {
    const { client, seen } = fakeClient();
    const tx = wrapClient(client);
    const results = await Promise.allSettled([tx.query('A'), tx.query('FEHLER'), tx.exec('C')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen.most).toBe(1);
  });
});
