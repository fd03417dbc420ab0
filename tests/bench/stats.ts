/** Median and 95th percentile of a list of durations in milliseconds. */
export function summarize(samples: number[]): { median: number; p95: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

/** Times `run` sequentially `count` times after `warmup` untimed runs. */
export async function measure(count: number, run: () => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Prints one benchmark line. */
export function report(name: string, samples: number[]): void {
  const s = summarize(samples);
  console.log(`${name.padEnd(44)} median ${s.median.toFixed(2).padStart(8)} ms   p95 ${s.p95.toFixed(2).padStart(8)} ms   n=${s.n}`);
}
