import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { withSavepoint } from './savepoint';
import type { Db, PreparedOptions, QueryResult } from './types';
import type { WorkerReply, WorkerRequest } from './pgliteWorkerProtocol';

/** Whether the server runs PGlite in a worker thread: on, unless PGLITE_WORKER=off. */
export function pgliteInWorker(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_WORKER?.trim().toLowerCase() !== 'off';
}

/** Set by the server build (server/build): the URL of the compiled worker thread beside the bundle. */
declare const __PGLITE_WORKER_URL__: string | undefined;

/**
 * The thread's module: the compiled one in the built server (plain node); otherwise TypeScript like the server, loaded by
 * tsx whoever started the server (tsx, vitest), registered in the thread before the import (an --import in execArgv came
 * too late for the thread's entry module).
 */
function workerEntry(): URL {
  if (typeof __PGLITE_WORKER_URL__ === 'string') return new URL(__PGLITE_WORKER_URL__);
  const entry = new URL('./pgliteWorkerThread.ts', import.meta.url).href;
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** The worker's error as an Error with the database's fields (code, constraint, detail), as the in-process driver throws it. */
function rebuild(error: NonNullable<WorkerReply['error']>): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * PGlite in dataDir, run in a worker thread: PGlite executes SQL synchronously on the thread that owns it, so in the
 * server's own thread every statement stopped the HTTP work of all other requests (70 % of the process at 10
 * connections was PGlite). In its own thread the statements run beside the request handling on the second core.
 */
export async function createPgliteWorkerDb(dataDir: string | undefined): Promise<Db> {
  const worker = new Worker(workerEntry(), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (reply: WorkerReply) => {
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) call?.reject(rebuild(reply.error));
    else call?.resolve(reply.result);
  });
  // A crashed worker fails every waiting and every later call instead of leaving them hanging.
  const fail = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Die Datenbank (PGlite-Thread) wurde beendet (${code}).`)));
  const call = (request: Omit<WorkerRequest, 'id'>): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = ++next;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  await ready;

  const on = (tx?: number): Db => {
    const db: Db = {
      async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
        return { rows: (await call({ op: 'query', tx, sql, params })) as T[] };
      },
      async exec(sql: string) {
        await call({ op: 'exec', tx, sql });
      },
      transaction:
        tx === undefined
          ? async (fn) => {
              const id = next + 1;
              await call({ op: 'begin' });
              let result;
              try {
                result = await fn(on(id));
              } catch (error) {
                await call({ op: 'end', tx: id, commit: false });
                throw error;
              }
              await call({ op: 'end', tx: id, commit: true });
              return result;
            }
          : (fn) => withSavepoint(db, fn),
      async close() {
        if (tx !== undefined) return;
        if (!failure) await call({ op: 'close' });
        await worker.terminate();
      },
    };
    if (tx === undefined) {
      db.dump = async () => (await call({ op: 'dump' })) as Uint8Array;
      db.busyMs = async () => (await call({ op: 'busy' })) as number;
      db.prepared = async <T>(sql: string, params?: unknown[], options?: PreparedOptions) => ({
        rows: (await call({ op: 'prepared', sql, params, plan: options?.plan })) as T[],
      });
    }
    return db;
  };
  return on();
}
