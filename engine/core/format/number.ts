import type { JsonSchema } from '../screen';

/** Decimals a number field shows: 0 for integers, else from multipleOf (0.01 → 2), default 2 (orders.md §9). */
export function decimalsOf(schema: JsonSchema): number {
  if (schema.type === 'integer') return 0;
  const step = schema.multipleOf;
  if (typeof step === 'number' && step > 0) return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return 2;
}

// One formatter per number of decimals: building an Intl.NumberFormat costs far more than formatting with it (every number
// cell of a 50-position order formats at mount).
const formatters = new Map<number, Intl.NumberFormat>();

/** de-DE display: thousands dot, decimal comma, fixed decimals ('1.234,50'); blank for no value. */
export function formatDecimal(value: unknown, decimals: number): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return '';
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format.format(Number(value));
}

/** Keeps only what a German number may contain while typing: digits, dots, one comma with at most `decimals` digits after it. */
export function sanitizeDecimal(text: string, decimals: number, allowNegative = false): string {
  const negative = allowNegative && text.trim().startsWith('-');
  const [whole = '', ...fraction] = text.replace(/[^\d.,]/g, '').split(',');
  const rest = decimals > 0 && fraction.length ? `,${fraction.join('').replace(/\D/g, '').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${rest}`;
}

/** Parses German input ('1.234,5' → 1234.5); undefined when blank or not a number. */
export function parseDecimal(text: string): number | undefined {
  const normalized = text.trim().replace(/\./g, '').replace(',', '.');
  if (normalized === '' || normalized === '-') return undefined;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}
