/* The load generator in its own thread: the server's event loop measures the server, not the fetch client beside it. */
import { Worker } from 'node:worker_threads';
import { summarize } from './stats';

// Plain JavaScript (no loader needed in the thread): `connections` fetch loops, a warm-up, then timed requests.
const CLIENT = `
const { parentPort, workerData: { urls, headers, connections, durationMs, warmupMs } } = require('node:worker_threads');
let next = 0;
const run = () => fetch(urls[next++ % urls.length], { headers }).then(async (r) => { const body = await r.text(); if (!r.ok) throw new Error('HTTP ' + r.status + ': ' + body.slice(0, 200)); });
(async () => {
  const warmUntil = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: connections }, async () => { while (performance.now() < warmUntil) await run(); }));
  const samples = [];
  const start = performance.now();
  const until = start + durationMs;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < until) { const t = performance.now(); await run(); samples.push(performance.now() - t); }
  }));
  parentPort.postMessage({ samples, seconds: (performance.now() - start) / 1000 });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

/**
 * Requests per second and latency of GET `url` at `connections` concurrent requests, sent from a worker thread; with a
 * list of URLs each request takes the next one (a new filter per request); `warmupMs` of untimed requests first.
 */
export function loadHttp(
  url: string | string[],
  headers: Record<string, string>,
  connections: number,
  durationMs = 3000,
  warmupMs = Math.min(500, durationMs / 4),
): Promise<{ rps: number; p95: number; p99: number; median: number; n: number; samples: number[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { urls: [url].flat(), headers, connections, durationMs, warmupMs },
    });
    worker.once('message', (m: { samples?: number[]; seconds?: number; error?: string }) => {
      void worker.terminate();
      if (m.error || !m.samples || !m.seconds) {
        reject(new Error(m.error ?? 'Lastgenerator ohne Ergebnis'));
        return;
      }
      const s = summarize(m.samples);
      resolve({
        rps: m.samples.length / m.seconds,
        p95: s.p95,
        p99: s.p99,
        median: s.median,
        n: s.n,
        samples: m.samples,
      });
    });
    worker.once('error', reject);
  });
}
