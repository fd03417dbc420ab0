/** The freight formulas of orders.md §9 as plain functions; JSON-Logic operations wrap them (operations.ts). */

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Rounds half away from zero to `decimals`, correcting binary float noise first (0.1 + 0.2 → 0.3). */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(Number((Math.abs(value) * factor).toPrecision(12))) / factor * Math.sign(value);
}

/** Rounds up to the next multiple of `step` (0.1, 0.5); a value already on the step stays. */
export function roundUp(value: number, step: number): number {
  const steps = Math.ceil(Number((value / step).toPrecision(12)));
  const decimals = (String(step).split('.')[1] ?? '').length;
  return round(steps * step, decimals);
}

/** Volume in m³: l/100 × b/100 × h/100 × count (cm in), 3 decimals; null while an input is missing. */
export function cbm(length: unknown, width: unknown, height: unknown, count: unknown): number | null {
  const [l, b, h, n] = [length, width, height, count].map(num);
  if (l === null || b === null || h === null || n === null) return null;
  return round((l * b * h * n) / 1e6, 3);
}

/** Loading meters: b/100 × l/100 × load-carrier count / 2.4, rounded up to 0.1. */
export function ldm(length: unknown, width: unknown, count: unknown): number | null {
  const [l, b, n] = [length, width, count].map(num);
  if (l === null || b === null || n === null) return null;
  return roundUp((l * b * n) / 1e4 / 2.4, 0.1);
}

/** Pallet places: count × (l/100 × b/100) / 2.4 / 0.4, rounded up to 0.5. */
export function stellplaetze(count: unknown, length: unknown, width: unknown): number | null {
  const [n, l, b] = [count, length, width].map(num);
  if (l === null || b === null || n === null) return null;
  return roundUp((n * l * b) / 1e4 / 2.4 / 0.4, 0.5);
}

/** Sum of every number in the arguments (arrays flattened, blanks skipped), rounded to 3 decimals for totals. */
export function sum(...values: unknown[]): number {
  const all = values.flat(Infinity).map(num).filter((n): n is number => n !== null);
  return round(all.reduce((a, b) => a + b, 0), 3);
}

const pathValue = (item: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), item);

/**
 * Totals per group, e.g. packaging count per packaging type (orders.md §9 overview): `[{ key, sum }]` in the order the
 * keys first appear; items without a key, and groups without any number, are left out; sums rounded to 3 decimals. With a
 * label path each group also carries the first name its items hold (`label`, e.g. the stored `verpackung.value`), so a key
 * that has left its list is still shown by name.
 */
export function sumBy(items: unknown, keyPath: unknown, valuePath: unknown, labelPath?: unknown): { key: unknown; sum: number; label?: string }[] {
  const groups = new Map<string, { key: unknown; values: number[]; label?: string }>();
  for (const item of Array.isArray(items) ? items : []) {
    const key = pathValue(item, String(keyPath));
    const value = num(pathValue(item, String(valuePath)));
    if (key === null || key === undefined || key === '' || value === null) continue;
    const group = groups.get(String(key)) ?? { key, values: [] };
    group.values.push(value);
    const label = labelPath === undefined ? undefined : pathValue(item, String(labelPath));
    if (group.label === undefined && typeof label === 'string' && label.trim()) group.label = label;
    groups.set(String(key), group);
  }
  return [...groups.values()].map(({ key, values, label }) => ({ key, sum: sum(values), ...(label === undefined ? {} : { label }) }));
}
