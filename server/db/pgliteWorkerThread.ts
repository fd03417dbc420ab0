/* The worker thread of createPgliteWorkerDb: owns the PGlite instance and answers the main thread's Db calls. */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { createPgliteDb } from './pglite';
import type { Db } from './types';
import type { WorkerReply, WorkerRequest } from './pgliteWorkerProtocol';

const ROLLBACK = Symbol('rollback');
const port = parentPort!;
const db: Db = await createPgliteDb((workerData as { dataDir?: string }).dataDir);
/** Open transactions by the id of their begin request: their statements arrive as further messages. */
const open = new Map<number, { tx: Db; end: (commit: boolean) => void; finished: Promise<unknown> }>();

/** The error's own fields (code, constraint, detail …) survive the thread boundary; the stack stays here. */
function plain(error: unknown): WorkerReply['error'] {
  const e = error as Error & Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(e ?? {}).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  );
  return { ...fields, message: String(e?.message ?? error), name: String(e?.name ?? 'Error') };
}

/** Starts a transaction and resolves once it is open: the statements, commit or rollback come in later messages. */
function begin(id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let started = false;
    const finished = db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          started = true;
          open.set(id, { tx, finished, end: (commit) => (commit ? resolve(undefined) : reject(ROLLBACK)) });
          begun();
        }),
    );
    finished.catch((error) => {
      if (!started) failed(error);
    });
  });
}

async function run(m: WorkerRequest): Promise<unknown> {
  const target = m.tx === undefined ? db : open.get(m.tx)?.tx;
  if (!target) throw new Error(`Transaktion ${m.tx} ist nicht offen.`);
  switch (m.op) {
    case 'query':
      return (await target.query(m.sql!, m.params)).rows;
    case 'prepared':
      return (
        await (target.prepared ? target.prepared(m.sql!, m.params, { plan: m.plan }) : target.query(m.sql!, m.params))
      ).rows;
    case 'exec':
      await target.exec(m.sql!);
      return undefined;
    case 'begin':
      await begin(m.id);
      return undefined;
    case 'end': {
      const entry = open.get(m.tx!)!;
      open.delete(m.tx!);
      entry.end(Boolean(m.commit));
      await entry.finished.catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
      return undefined;
    }
    case 'dump':
      return db.dump!();
    case 'busy':
      // PGlite runs each statement synchronously in this thread's event loop: its active time is the database's time.
      return performance.eventLoopUtilization().active;
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (m: WorkerRequest) => {
  run(m).then(
    (result) => port.postMessage({ id: m.id, result } satisfies WorkerReply),
    (error) => port.postMessage({ id: m.id, error: plain(error) } satisfies WorkerReply),
  );
});
port.postMessage({ id: 0 } satisfies WorkerReply);
