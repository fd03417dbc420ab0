/** Default search range (orders.md §5, §9): days back and ahead of today. */
export const DEFAULT_RANGE = { back: 10, ahead: 5 };

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd of a date in local time (the calendar day the user sees). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default Datum von / Datum bis around a day. */
export function defaultRange(today = new Date()): { datumVon: string; datumBis: string } {
  const shift = (days: number) => isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
  return { datumVon: shift(-DEFAULT_RANGE.back), datumBis: shift(DEFAULT_RANGE.ahead) };
}

/** dd.mm.yyyy for the date inputs. */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Parses dd.mm.yyyy (also d.m.yyyy); anything else is not a date. */
export function parseDay(text: string): Date | false {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return false;
  const [d, m, y] = match.slice(1).map(Number);
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 && date.getDate() === d ? date : false;
}
