/** Calendar helpers of orders.md §9 on ISO dates ('yyyy-mm-dd', UTC: the portal shows dates in UTC). */

const ISO = /^\d{4}-\d{2}-\d{2}/;

/** Today's date in UTC as 'yyyy-mm-dd'. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The ISO date `days` calendar days after `iso`. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The date `days` calendar days after `date` (default 1), moved on to Monday when it falls on a Saturday or Sunday
 * (orders.md §9 "Next working day helper"). A blank or invalid offset counts as the default 1; null while the date is missing.
 */
export function nextWorkingDay(date: unknown, days: unknown = 1): string | null {
  if (typeof date !== 'string' || !ISO.test(date) || Number.isNaN(Date.parse(date.slice(0, 10)))) return null;
  const n =
    days === null || days === undefined || days === '' || !Number.isFinite(Number(days))
      ? 1
      : Math.max(0, Math.trunc(Number(days)));
  let next = addDays(date, n);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}
