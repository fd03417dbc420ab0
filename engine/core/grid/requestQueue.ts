/** Outcome of a queued request: its value, or dropped when a newer request took its place. */
export type QueuedResult<T> = { status: 'done'; value: T } | { status: 'dropped' };

/** Runs requests one at a time (orders.md §9). */
export interface RequestQueue {
  enqueue<T>(task: () => Promise<T>): Promise<QueuedResult<T>>;
  /** Requests running or waiting. */
  readonly size: number;
}

interface Waiting {
  task: () => Promise<unknown>;
  resolve: (result: QueuedResult<unknown>) => void;
  reject: (error: unknown) => void;
}

/** One request at a time, at most two waiting; a newer request replaces the second waiting one. */
export function createRequestQueue(maxWaiting = 2): RequestQueue {
  const waiting: Waiting[] = [];
  let running = false;

  function runNext(): void {
    const next = waiting.shift();
    if (!next) {
      running = false;
      return;
    }
    running = true;
    next
      .task()
      .then(
        (value) => next.resolve({ status: 'done', value }),
        (error: unknown) => next.reject(error),
      )
      .finally(runNext);
  }

  return {
    enqueue<T>(task: () => Promise<T>): Promise<QueuedResult<T>> {
      return new Promise<QueuedResult<T>>((resolve, reject) => {
        const entry = { task, resolve, reject } as Waiting;
        if (waiting.length >= maxWaiting) waiting.splice(maxWaiting - 1, 1)[0].resolve({ status: 'dropped' });
        waiting.push(entry);
        if (!running) runNext();
      });
    },
    get size() {
      return waiting.length + (running ? 1 : 0);
    },
  };
}
