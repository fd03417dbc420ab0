import { describe, expect, it } from 'vitest';
import { createMaintenance } from './maintenance';
import type { Db } from './types';

/** A Db that records statements and reports `tables` as needing a VACUUM; exec resolves when `release` is called. */
function recordingDb(tables: string[]): Db & { statements: string[]; release: () => void } {
  let pending: Array<() => void> = [];
  const db = {
    statements: [] as string[],
    release: () => {
      const p = pending;
      pending = [];
      p.forEach((r) => r());
    },
    async exec(sql: string) {
      db.statements.push(sql);
      await new Promise<void>((r) => pending.push(r));
    },
    async query() {
      return { rows: tables.map((name) => ({ name })) };
    },
    transaction: async () => {
      throw new Error('unused');
    },
    async close() {},
  };
  return db as unknown as Db & { statements: string[]; release: () => void };
}
/** Lets the maintenance's promise chain reach its next exec. */
const settle = () => new Promise((r) => setImmediate(r));

describe('embedded database maintenance (never freezes requests)', () => {
  it('vacuums only the tables that need it, when due and idle, then waits for the next interval', async () => {
    const db = recordingDb(['public.auftrag', 'public.adresse']);
    let clock = 0;
    const m = createMaintenance(db, {
      isIdle: () => true,
      onError: (err) => {
        throw err;
      },
      firstMs: 10,
      intervalMs: 100,
      now: () => clock,
    });
    await m.tick();
    expect(db.statements).toEqual([]);
    clock = 10;
    const run = m.tick();
    for (let i = 0; i < 2; i++) {
      await settle();
      db.release();
    }
    await run;
    expect(db.statements).toEqual(['VACUUM (ANALYZE) public.auftrag', 'VACUUM (ANALYZE) public.adresse']);
    clock = 50;
    await m.tick();
    expect(db.statements).toHaveLength(2);
    await m.stop();
  });

  it('waits while requests run and stops between tables when one arrives', async () => {
    const db = recordingDb(['public.auftrag', 'public.adresse']);
    let idle = false;
    const m = createMaintenance(db, {
      isIdle: () => idle,
      onError: (err) => {
        throw err;
      },
      firstMs: 0,
      now: () => 0,
    });
    await m.tick();
    expect(db.statements).toEqual([]);
    idle = true;
    const run = m.tick();
    await settle();
    expect(db.statements).toEqual(['VACUUM (ANALYZE) public.auftrag']);
    idle = false; // a request arrived during the first table
    db.release();
    await run;
    expect(db.statements).toEqual(['VACUUM (ANALYZE) public.auftrag']);
    // Still due: the rest follows at the next idle moment.
    idle = true;
    const rest = m.tick();
    for (let i = 0; i < 2; i++) {
      await settle();
      db.release();
    }
    await rest;
    expect(db.statements).toHaveLength(3);
    await m.stop();
  });

  it('stop waits for a running VACUUM, and a failing one is reported instead of thrown', async () => {
    const db = recordingDb(['public.auftrag']);
    const m = createMaintenance(db, {
      isIdle: () => true,
      onError: (err) => {
        throw err;
      },
      firstMs: 0,
      now: () => 0,
    });
    void m.tick();
    await settle();
    let stopped = false;
    const stop = m.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    db.release();
    await stop;
    const errors: unknown[] = [];
    const failing = {
      ...recordingDb(['public.auftrag']),
      exec: async () => {
        throw new Error('kaputt');
      },
    } as unknown as Db;
    await createMaintenance(failing, {
      isIdle: () => true,
      onError: (err) => errors.push(err),
      firstMs: 0,
      now: () => 0,
    }).tick();
    expect(errors).toHaveLength(1);
  });
});
