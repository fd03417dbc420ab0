import { describe, expect, it } from 'vitest';
import { scheduleVacuum } from './maintenance';
import type { Db } from './types';

/** A Db that records statements; exec takes `ms` so a stop during a VACUUM can be observed. */
function recordingDb(ms: number): Db & { statements: string[]; finished: number } {
  const db = {
    statements: [] as string[], finished: 0,
    async exec(sql: string) { db.statements.push(sql); await new Promise((r) => setTimeout(r, ms)); db.finished++; },
    async query() { return { rows: [] }; }, transaction: async () => { throw new Error('unused'); }, async close() {},
  };
  return db as unknown as Db & { statements: string[]; finished: number };
}

describe('scheduleVacuum (embedded database maintenance)', () => {
  it('vacuums soon after start and then every interval, never twice at once', async () => {
    const db = recordingDb(30);
    const stop = scheduleVacuum(db, (err) => { throw err; }, 10, 5);
    await new Promise((r) => setTimeout(r, 120));
    await stop();
    expect(db.statements.length).toBeGreaterThanOrEqual(2);
    expect(new Set(db.statements)).toEqual(new Set(['VACUUM (ANALYZE)']));
    // 120 ms of 30 ms runs: at most 4 when they never overlap.
    expect(db.statements.length).toBeLessThanOrEqual(5);
  });

  it('stop waits for a running VACUUM and ends the schedule', async () => {
    const db = recordingDb(50);
    const stop = scheduleVacuum(db, (err) => { throw err; }, 1000, 1);
    await new Promise((r) => setTimeout(r, 10));
    expect(db.statements).toHaveLength(1);
    await stop();
    expect(db.finished).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(db.statements).toHaveLength(1);
  });

  it('reports a failing VACUUM instead of throwing', async () => {
    const errors: unknown[] = [];
    const db = { ...recordingDb(0), exec: async () => { throw new Error('kaputt'); } } as unknown as Db;
    const stop = scheduleVacuum(db, (err) => errors.push(err), 1000, 1);
    await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(errors).toHaveLength(1);
  });
});
