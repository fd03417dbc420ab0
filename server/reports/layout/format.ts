// de-DE numbers and dates shown in UTC (orders.md §9: "Locale de-DE; date dd.mm.yyyy, time hh:mm in 24 h, shown in UTC.
// Numbers: period thousands, comma decimals; money, km and rates 2 fixed decimals").

const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (min: number, max: number) => {
  const key = `${min}-${max}`;
  let f = formats.get(key);
  if (!f)
    formats.set(key, (f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max })));
  return f;
};

/** A number as a value, or undefined for blanks and non-numbers. */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** A de-DE number with at most `max` decimals (at least `min`); blank for no number. */
export function formatNumber(value: unknown, max = 2, min = 0): string {
  const n = toNumber(value);
  return n === undefined ? '' : numberFormat(min, max).format(n);
}

/** Money with 2 fixed decimals and its currency ('1.234,50 €'; other currencies by their code). */
export function formatMoney(value: unknown, currency?: string | null): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const code = currency === 'EUR' || !currency ? '€' : currency;
  return `${numberFormat(2, 2).format(n)} ${code}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const asDate = (value: unknown): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** dd.mm.yyyy in UTC; blank for no date. */
export function formatDate(value: unknown): string {
  const d = asDate(value);
  return d ? `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}` : '';
}

/** hh:mm in UTC; blank for no date and for 00:00 (orders.md §4: "a time of 00:00 is shown empty"). */
export function formatTime(value: unknown): string {
  const d = asDate(value);
  if (!d || (d.getUTCHours() === 0 && d.getUTCMinutes() === 0)) return '';
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** dd.mm.yyyy hh:mm in UTC (the time always shown). */
export function formatDateTime(value: unknown): string {
  const d = asDate(value);
  return d ? `${formatDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** A date with its time window: '05.10.2026 08:00–12:00', '05.10.2026 ab 08:00', '05.10.2026'. */
export function formatWindow(from: unknown, to: unknown): string {
  const day = formatDate(from) || formatDate(to);
  const [a, b] = [formatTime(from), formatTime(to)];
  const toDay = formatDate(to);
  if (a && b) return toDay && toDay !== formatDate(from) ? `${day} ${a} – ${toDay} ${b}` : `${day} ${a}–${b}`;
  if (a) return `${day} ab ${a}`;
  if (b) return `${day} bis ${b}`;
  return day;
}
