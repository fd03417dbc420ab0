/** Minutes since 1970 of a wall-clock time yyyy-mm-ddThh:mm (read as written: no time zone shifts it). */
export function wallMinutes(value: unknown): number | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value) : null;
  if (!m) return null;
  const [, year, month, day, hour = '0', minute = '0'] = m;
  return Date.UTC(+year, +month - 1, +day, +hour, +minute) / 60_000;
}

const DAY = 24 * 60;

/** A bar's place on a schedule as fractions (0…1) of the range. */
export interface ScheduleSpan {
  left: number;
  width: number;
  /** The window has no times: it is the whole day. */
  allDay: boolean;
}

/**
 * Where a time window lies on a range of `days` whole days from `from` (yyyy-mm-dd), or null outside it. A start at 00:00
 * without a later end is the whole day (orders.md: a missing time is 00:00); an end missing or not after the start makes
 * a one-hour mark.
 */
export function scheduleSpan(start: unknown, end: unknown, from: string, days: number): ScheduleSpan | null {
  const s = wallMinutes(start);
  const origin = wallMinutes(from);
  if (s === null || origin === null || days <= 0) return null;
  let e = wallMinutes(end);
  const allDay = s % DAY === 0 && (e === null || e <= s || e % DAY === 0);
  if (allDay) e = Math.max(s + DAY, e ?? 0);
  else if (e === null || e <= s) e = s + 60;
  const range = days * DAY;
  const a = Math.max(s - origin, 0);
  const b = Math.min(e - origin, range);
  if (b <= a) return null;
  return { left: a / range, width: (b - a) / range, allDay };
}

/** The ticks of a schedule's axis: every two hours for one day, else one per day; each with its fraction and label parts. */
export function scheduleTicks(from: string, days: number): { at: number; hour?: number; day?: string }[] {
  const origin = wallMinutes(from);
  if (origin === null || days <= 0) return [];
  if (days === 1) return Array.from({ length: 12 }, (_, i) => ({ at: i / 12, hour: i * 2 }));
  return Array.from({ length: days }, (_, i) => ({
    at: i / days,
    day: new Date((origin + i * DAY) * 60_000).toISOString().slice(0, 10),
  }));
}
