/** The arithmetic of the rules as plain functions; JSON-Logic operations wrap them (operations.ts). */

/** A number, or null for a blank or a text that is none (formulas yield null while an argument is missing). */
export const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Rounds half away from zero to `decimals`, correcting binary float noise first (0.1 + 0.2 → 0.3). */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return (Math.round(Number((Math.abs(value) * factor).toPrecision(12))) / factor) * Math.sign(value);
}

/** Rounds up to the next multiple of `step` (0.1, 0.5); a value already on the step stays. */
export function roundUp(value: number, step: number): number {
  const steps = Math.ceil(Number((value / step).toPrecision(12)));
  const decimals = (String(step).split('.')[1] ?? '').length;
  return round(steps * step, decimals);
}

/** Sum of every number in the arguments (arrays flattened, blanks skipped), rounded to 3 decimals for totals. */
export function sum(...values: unknown[]): number {
  const all = values
    .flat(Infinity)
    .map(numberOrNull)
    .filter((n): n is number => n !== null);
  return round(
    all.reduce((a, b) => a + b, 0),
    3,
  );
}

const pathValue = (item: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      item,
    );

/**
 * Totals per group, e.g. packaging count per packaging type (orders.md §9 overview): `[{ key, sum }]` in the order the
 * keys first appear; items without a key, and groups without any number, are left out; sums rounded to 3 decimals. With a
 * label path each group also carries the first name its items hold (`label`, e.g. the stored `verpackung.value`), so a key
 * that has left its list is still shown by name.
 */
export function sumBy(
  items: unknown,
  keyPath: unknown,
  valuePath: unknown,
  labelPath?: unknown,
): { key: unknown; sum: number; label?: string }[] {
  const groups = new Map<string, { key: unknown; values: number[]; label?: string }>();
  for (const item of Array.isArray(items) ? items : []) {
    const key = pathValue(item, String(keyPath));
    const value = numberOrNull(pathValue(item, String(valuePath)));
    if (key === null || key === undefined || key === '' || value === null) continue;
    const group = groups.get(String(key)) ?? { key, values: [] };
    group.values.push(value);
    const label = labelPath === undefined ? undefined : pathValue(item, String(labelPath));
    if (group.label === undefined && typeof label === 'string' && label.trim()) group.label = label;
    groups.set(String(key), group);
  }
  return [...groups.values()].map(({ key, values, label }) => ({
    key,
    sum: sum(values),
    ...(label === undefined ? {} : { label }),
  }));
}
