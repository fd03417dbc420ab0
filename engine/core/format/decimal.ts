/**
 * Exact decimal arithmetic for limits such as `multipleOf`. Binary floating point cannot hold 8.2 or 0.01, so
 * `8.2 / 0.01` is 819.9999999999999 and a plain remainder check refuses ordinary input; here both numbers are read
 * from their shortest decimal text (what the user typed and the document wrote) and compared as integers.
 */

/** A number as integer digits and a power-of-ten scale (8.2 → 82n, 1; 1e-7 → 1n, 7); undefined for NaN/Infinity. */
export function toScaled(value: number): { digits: bigint; scale: number } | undefined {
  if (!Number.isFinite(value)) return undefined;
  const [mantissa, exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText);
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** True when `value` is an exact multiple of `step` in decimal (8.2 of 0.01, 1.5 of 0.5, 3.917 of 0.001). */
export function isMultipleOf(value: number, step: number): boolean {
  const a = toScaled(value);
  const b = toScaled(step);
  if (!a || !b || b.digits === 0n) return false;
  const scale = Math.max(a.scale, b.scale);
  const widen = (n: { digits: bigint; scale: number }) => n.digits * 10n ** BigInt(scale - n.scale);
  return widen(a) % widen(b) === 0n;
}

/** Decimal places of a number as written (8.2 → 1, 19.99 → 2, 3 → 0, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  return toScaled(value)?.scale ?? 0;
}
