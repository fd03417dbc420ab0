import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Db, PreparedOptions, QueryResult } from './types';

/** Who waits for a statement: a user at the screen ('interactive') or long work nobody watches ('background'). */
export type Priority = 'interactive' | 'background';

const lane = new AsyncLocalStorage<Priority>();

/**
 * Runs `work` as background work: every statement it sends (through a {@link prioritizeDb} Db, awaited calls included)
 * lets waiting interactive statements go first. The monthly export and the address import run so.
 */
export function inBackground<T>(work: () => T): T {
  return lane.run('background', work);
}

/** The priority of the running code: background inside {@link inBackground}, else interactive. */
export function currentPriority(): Priority {
  return lane.getStore() ?? 'interactive';
}

/** When an interactive statement last started (performance.now()), in any queue of the process. */
let lastInteractive = -Infinity;
/** Background work pauses while a user's statement started within this many ms (a user's next request comes sooner)… */
const QUIET_MS = 30;
/** …but never longer than this per step, so it is never starved (a step of the export is a batch of 50 orders). */
const MAX_PAUSE_MS = 100;

/**
 * The pause between two steps of background work: the next turn of the event loop, then as long as users' statements keep
 * coming (one started within the last 30 ms), up to 100 ms. The server's own thread is shared too: formatting an export
 * batch between users' requests delayed them as much as its statement did.
 */
export async function backgroundTurn(): Promise<void> {
  await nextTurn();
  const until = performance.now() + MAX_PAUSE_MS;
  while (performance.now() - lastInteractive < QUIET_MS && performance.now() < until) await sleep(QUIET_MS / 2);
}

/** How many statements the database runs at once, and how long background work may be passed over. */
export interface PriorityOptions {
  /** Statements sent to the database at the same time (default: Db.slots, else 2 for PGlite: one running, one ready). */
  slots?: number;
  /** Background statements running at the same time, at most (default 1). */
  backgroundSlots?: number;
  /** Interactive statements sent while background waits before one background statement goes anyway (default 8). */
  overtakes?: number;
}

type Waiter = { start: () => void };

/** The statement queue of one database: interactive first, background in the gaps (never passed over for good). */
export class StatementQueue {
  private readonly interactive: Waiter[] = [];
  private readonly background: Waiter[] = [];
  private running = 0;
  private runningBackground = 0;
  private passedOver = 0;
  private readonly slots: number;
  private readonly backgroundSlots: number;
  private readonly overtakes: number;

  constructor(options: PriorityOptions) {
    this.slots = Math.max(1, options.slots ?? 2);
    this.backgroundSlots = Math.max(1, options.backgroundSlots ?? 1);
    this.overtakes = Math.max(1, options.overtakes ?? 8);
  }

  /** Statements waiting for a slot, by priority (for tests and the bench). */
  get waiting(): { interactive: number; background: number } {
    return { interactive: this.interactive.length, background: this.background.length };
  }

  /** Statements started per priority and their time waiting for a slot, in ms (the bench prints them). */
  readonly stats = { interactive: 0, background: 0, interactiveWaitMs: 0, backgroundWaitMs: 0 };

  /** Runs `statement` once a slot is free for its priority; the slot is freed when it settles. */
  run<R>(priority: Priority, statement: () => Promise<R>): Promise<R> {
    const queued = performance.now();
    return new Promise<R>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          const background = priority === 'background';
          this.stats[priority]++;
          if (!background) lastInteractive = performance.now();
          this.stats[background ? 'backgroundWaitMs' : 'interactiveWaitMs'] += performance.now() - queued;
          this.running++;
          if (background) this.runningBackground++;
          statement()
            .then(resolve, reject)
            .finally(() => {
              this.running--;
              if (background) this.runningBackground--;
              this.dispatch();
            });
        },
      };
      (priority === 'background' ? this.background : this.interactive).push(waiter);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      const next = this.pick();
      if (!next) return;
      next.start();
    }
  }

  /**
   * Interactive statements first. Background goes only when the database is otherwise idle, so an interactive statement
   * arriving meanwhile waits for at most one background statement, or when it was passed over `overtakes` times.
   */
  private pick(): Waiter | undefined {
    const backgroundFree = this.background.length > 0 && this.runningBackground < this.backgroundSlots;
    if (backgroundFree && (this.passedOver >= this.overtakes || (!this.interactive.length && !this.running))) {
      this.passedOver = 0;
      return this.background.shift();
    }
    const next = this.interactive.shift();
    if (next && this.background.length) this.passedOver++;
    return next;
  }
}

/**
 * Puts a {@link StatementQueue} in front of `db`, in place (like watchOrderWrites, so every holder of the object is
 * queued): each statement and each transaction outside a transaction waits for a slot by {@link currentPriority}.
 * Statements inside a transaction run on the transaction's connection, which holds its slot until the end.
 */
export function prioritizeDb(db: Db, options: PriorityOptions = {}): Db {
  if (queues.has(db)) return db;
  const queue = new StatementQueue({ slots: db.slots, ...options });
  queues.set(db, queue);
  const { query, prepared, exec, transaction } = db;
  const queued = <R>(statement: () => Promise<R>) => queue.run(currentPriority(), statement);
  db.query = <T>(sql: string, params?: unknown[]) =>
    queued(() => query.call(db, sql, params) as Promise<QueryResult<T>>);
  if (prepared) {
    db.prepared = <T>(sql: string, params?: unknown[], options?: PreparedOptions) =>
      queued(() => prepared.call(db, sql, params, options) as Promise<QueryResult<T>>);
  }
  db.exec = (sql) => queued(() => exec.call(db, sql));
  db.transaction = <T>(fn: (tx: Db) => Promise<T>) => queued(() => transaction.call(db, fn) as Promise<T>);
  return db;
}

const queues = new WeakMap<Db, StatementQueue>();

/** The statement queue {@link prioritizeDb} put in front of `db`, if any. */
export function statementQueue(db: Db): StatementQueue | undefined {
  return queues.get(db);
}
