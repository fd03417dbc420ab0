/** The German wall clock: EDIFACT dates of the portal and its dispatch system are German time, whatever the server's zone. */
const ZONE = 'Europe/Berlin';

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** Parts of a point in time on the German wall clock (zero-padded). */
export function berlinParts(at: Date): Parts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The point in time a German wall-clock time names, or null for an impossible one (month 13, 31 February, 25:00). */
export function berlinTime(year: number, month: number, day: number, hour = 0, minute = 0): Date | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at that moment, found from the wall time itself and corrected once around a change of offset.
  const offset = (at: number) => {
    const p = berlinParts(new Date(at));
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - at;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}
