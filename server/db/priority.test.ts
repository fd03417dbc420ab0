import { describe, expect, it } from 'vitest';
import { createPgliteDb } from './pglite';
import {
  backgroundTurn,
  currentPriority,
  inBackground,
  prioritizeDb,
  StatementQueue,
  statementQueue,
} from './priority';

/** A statement that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { run: () => (log.push(name), done), open };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('statement queue: interactive first, background never starved', () => {
  it('lets interactive statements overtake waiting background ones', async () => {
    const queue = new StatementQueue({ slots: 1 });
    const log: string[] = [];
    const first = gate(log, 'i0');
    const all = [queue.run('interactive', first.run)];
    for (const name of ['b1', 'b2']) all.push(queue.run('background', async () => void log.push(name)));
    for (const name of ['i1', 'i2']) all.push(queue.run('interactive', async () => void log.push(name)));
    expect(queue.waiting).toEqual({ interactive: 2, background: 2 });
    first.open();
    await Promise.all(all);
    expect(log).toEqual(['i0', 'i1', 'i2', 'b1', 'b2']);
  });

  it('sends a background statement after `overtakes` interactive ones, however many wait', async () => {
    const queue = new StatementQueue({ slots: 1, overtakes: 3 });
    const log: string[] = [];
    const started = gate(log, 'i0');
    const all = [queue.run('interactive', started.run)];
    all.push(queue.run('background', async () => void log.push('b')));
    for (let i = 1; i <= 10; i++) all.push(queue.run('interactive', async () => void log.push(`i${i}`)));
    started.open();
    await Promise.all(all);
    expect(log).toEqual(['i0', 'i1', 'i2', 'i3', 'b', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9', 'i10']);
  });

  it('runs background only when the database is idle, one statement at a time', async () => {
    const queue = new StatementQueue({ slots: 2 });
    const log: string[] = [];
    const slow = gate(log, 'i0');
    const a = queue.run('interactive', slow.run);
    const b = queue.run('background', async () => void log.push('b1'));
    await turn();
    // A slot is free, but an interactive statement is still running: the background one waits.
    expect(log).toEqual(['i0']);
    slow.open();
    await Promise.all([a, b]);
    expect(log).toEqual(['i0', 'b1']);
  });

  it('lets background work go on between its steps while users keep the database busy', async () => {
    const queue = new StatementQueue({ slots: 1 });
    let busy = true;
    let sent = 0;
    // A user who never pauses: a statement every turn of the event loop until the background work is through.
    const user = (async () => {
      while (busy) {
        await queue.run('interactive', async () => void sent++);
        await turn();
      }
    })();
    const steps: number[] = [];
    for (let step = 0; step < 3; step++) {
      await backgroundTurn();
      steps.push(await queue.run('background', async () => step));
    }
    busy = false;
    await user;
    expect(steps).toEqual([0, 1, 2]);
    expect(sent).toBeGreaterThan(3);
  });

  it('passes an error on and frees the slot', async () => {
    const queue = new StatementQueue({ slots: 1 });
    await expect(queue.run('background', () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(queue.run('interactive', async () => 1)).resolves.toBe(1);
  });

  it('knows background work across awaits, and only inside inBackground', async () => {
    expect(currentPriority()).toBe('interactive');
    await inBackground(async () => {
      await turn();
      expect(currentPriority()).toBe('background');
    });
    expect(currentPriority()).toBe('interactive');
  });

  it('queues a real PGlite: queries, prepared statements and transactions by priority', async () => {
    const db = prioritizeDb(await createPgliteDb());
    try {
      expect(prioritizeDb(db)).toBe(db);
      const order: string[] = [];
      const tx = db.transaction(async (t) => {
        await t.query('SELECT 1');
        await turn();
        order.push('tx');
      });
      const background = inBackground(() => db.query('SELECT 2 AS n').then(() => order.push('background')));
      const interactive = db.prepared!('SELECT $1::int AS n', [3]).then(() => order.push('interactive'));
      expect(statementQueue(db)!.waiting.background).toBe(1);
      await Promise.all([tx, background, interactive]);
      expect(order).toEqual(['tx', 'interactive', 'background']);
    } finally {
      await db.close();
    }
  });
});
