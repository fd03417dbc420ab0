/** Median, 95th and 99th percentile of a list of durations in milliseconds. */
export function summarize(samples: number[]): { median: number; p95: number; p99: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), n: sorted.length };
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
  console.log(
    `${name.padEnd(44)} median ${s.median.toFixed(2).padStart(8)} ms   p95 ${s.p95.toFixed(2).padStart(8)} ms   n=${s.n}`,
  );
}

/** One figure of an issue goal: ours against the peer (or the limit) measured in the same run. */
export interface GoalFigure {
  goal: string;
  ours: string;
  peer: string;
  ratio: number;
  target: number;
  held: boolean;
}
const goals: GoalFigure[] = [];

/**
 * Prints ours against a peer measured in the same run (median and p95 each, ratio of the medians) and records it for the
 * final goal table; `target` is the highest ratio the goal allows (1 = at most the peer's time).
 */
export function compare(
  goal: string,
  ours: { name: string; samples: number[] },
  peer: { name: string; samples: number[] },
  target = 1,
): GoalFigure {
  const a = summarize(ours.samples);
  const b = summarize(peer.samples);
  report(`  ${ours.name}`, ours.samples);
  report(`  ${peer.name}`, peer.samples);
  const ratio = a.median / b.median;
  const figure = {
    goal,
    ours: `${a.median.toFixed(1)} ms (p95 ${a.p95.toFixed(1)})`,
    peer: `${peer.name} ${b.median.toFixed(1)} ms (p95 ${b.p95.toFixed(1)})`,
    ratio,
    target,
    held: ratio <= target,
  };
  console.log(`  → ${goal}: ${ratio.toFixed(2)}× (Ziel ≤ ${target}×) ${figure.held ? 'erreicht' : 'nicht erreicht'}`);
  goals.push(figure);
  return figure;
}

/** Records a figure against an absolute limit (e.g. p95 ≤ 50 ms, ≥ 200 requests/s); `ratio` = value / limit, or limit / value when higher is better. */
export function limit(goal: string, value: number, unit: string, max: number, higherIsBetter = false): GoalFigure {
  const ratio = higherIsBetter ? max / value : value / max;
  const figure = {
    goal,
    ours: `${value.toFixed(1)} ${unit}`,
    peer: `Grenze ${higherIsBetter ? '≥' : '≤'} ${max} ${unit}`,
    ratio,
    target: 1,
    held: ratio <= 1,
  };
  console.log(`  → ${goal}: ${figure.ours} (${figure.peer}) ${figure.held ? 'erreicht' : 'nicht erreicht'}`);
  goals.push(figure);
  return figure;
}

/** Prints every recorded goal figure as one Markdown table (docs/performance.md copies it). */
export function printGoals(): void {
  if (!goals.length) return;
  console.log('\n| Ziel | unsere Zahl | Vergleich | Verhältnis | erreicht |\n|---|---|---|---|---|');
  for (const g of goals)
    console.log(
      `| ${g.goal} | ${g.ours} | ${g.peer} | ${g.ratio.toFixed(2)}× (≤ ${g.target}×) | ${g.held ? 'ja' : 'nein'} |`,
    );
}
