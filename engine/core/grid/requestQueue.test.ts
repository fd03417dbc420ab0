import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './requestQueue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('request queue (orders.md §9)', () => {
  it('runs one request at a time in order', async () => {
    const queue = createRequestQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const a = queue.enqueue(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue.enqueue(async () => {
      started.push('b');
      return 'b';
    });
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(2);
    first.resolve('a');
    await expect(a).resolves.toEqual({ status: 'done', value: 'a' });
    await expect(b).resolves.toEqual({ status: 'done', value: 'b' });
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toBe(0);
  });

  it('keeps at most two waiting: a newer request replaces the second waiting one', async () => {
    const queue = createRequestQueue();
    const started: string[] = [];
    const gate = deferred<string>();
    const run = (name: string) =>
      queue.enqueue(async () => {
        started.push(name);
        return name;
      });
    const a = queue.enqueue(() => {
      started.push('a');
      return gate.promise;
    });
    const b = run('b');
    const c = run('c');
    const d = run('d');
    const e = run('e');
    expect(queue.size).toBe(3);
    await expect(c).resolves.toEqual({ status: 'dropped' });
    await expect(d).resolves.toEqual({ status: 'dropped' });
    gate.resolve('a');
    await Promise.all([a, b, e]);
    expect(started).toEqual(['a', 'b', 'e']);
    await expect(e).resolves.toEqual({ status: 'done', value: 'e' });
  });

  it('passes a failure on and continues with the next request', async () => {
    const queue = createRequestQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('Server nicht erreichbar')));
    const next = queue.enqueue(async () => 42);
    await expect(failing).rejects.toThrow('Server nicht erreichbar');
    await expect(next).resolves.toEqual({ status: 'done', value: 42 });
  });
});
