/* Long work of one user, repeated in a worker thread until stopped: the other users' figures are taken meanwhile. */
import { Worker } from 'node:worker_threads';

// Plain JavaScript: the request again and again (its answer read to the end), until the main thread says stop (the
// running request is then cancelled and reported as unfinished, with the bytes it had received).
const JOB = `
const { parentPort, workerData: { url, init } } = require('node:worker_threads');
const stopped = new AbortController();
parentPort.on('message', () => stopped.abort());
(async () => {
  const runs = [];
  while (!stopped.signal.aborted) {
    const t = performance.now();
    let bytes = 0;
    try {
      const res = await fetch(url, { ...init, signal: stopped.signal });
      if (res.body) for await (const chunk of res.body) bytes += chunk.length;
      if (!res.ok) throw new Error('HTTP ' + res.status);
    } catch (error) {
      if (!stopped.signal.aborted) throw error;
      runs.push({ ms: performance.now() - t, bytes, unfinished: true });
      break;
    }
    runs.push({ ms: performance.now() - t, bytes, unfinished: false });
  }
  parentPort.postMessage({ runs });
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** A request repeated from a worker thread until `stop()`, which resolves to each run's time and answer size. */
export function repeatInBackground(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
): { stop: () => Promise<Array<{ ms: number; bytes: number; unfinished: boolean }>> } {
  const worker = new Worker(JOB, { eval: true, workerData: { url, init } });
  const done = new Promise<Array<{ ms: number; bytes: number; unfinished: boolean }>>((resolve, reject) => {
    worker.once(
      'message',
      (m: { runs?: Array<{ ms: number; bytes: number; unfinished: boolean }>; error?: string }) => {
        void worker.terminate();
        if (m.error || !m.runs) reject(new Error(m.error ?? 'Hintergrundarbeit ohne Ergebnis'));
        else resolve(m.runs);
      },
    );
    worker.once('error', reject);
  });
  return {
    stop: () => {
      worker.postMessage('stop');
      return done;
    },
  };
}
