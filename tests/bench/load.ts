/* Throughput of a request at a fixed number of concurrent connections (an autocannon-like loop with plain fetch). */
import { summarize } from './stats';

/** Requests per second and latency of `run` with `connections` loops running for `durationMs` (after a short warm-up). */
export async function load(
  run: () => Promise<unknown>,
  connections: number,
  durationMs = 3000,
): Promise<{ rps: number; p95: number; median: number; n: number }> {
  const warmUntil = performance.now() + Math.min(500, durationMs / 4);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmUntil) await run();
    }),
  );
  const samples: number[] = [];
  const start = performance.now();
  const until = start + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
    }),
  );
  const s = summarize(samples);
  return { rps: samples.length / ((performance.now() - start) / 1000), p95: s.p95, median: s.median, n: s.n };
}

/** Prints one throughput line: the request over HTTP, the same SQL through the driver (the floor) and their ratio. */
export function reportLoad(
  name: string,
  connections: number,
  http: { rps: number; p95: number },
  floor: { rps: number; p95: number },
): void {
  console.log(
    `${name.padEnd(44)} ${String(connections).padStart(2)} Verb.  HTTP ${http.rps.toFixed(0).padStart(5)}/s p95 ${http.p95.toFixed(1).padStart(6)} ms` +
      `   SQL ${floor.rps.toFixed(0).padStart(5)}/s p95 ${floor.p95.toFixed(1).padStart(6)} ms   SQL/HTTP ${(floor.rps / http.rps).toFixed(1)}×`,
  );
}
