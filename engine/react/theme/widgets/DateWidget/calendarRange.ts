import type { DateProfile } from '../../../../core';

/**
 * The days the calendar offers: the profile's first year (the date check's) to the end of its last year. A typed date
 * outside them is kept but not shown in the calendar.
 */
export function calendarRange(dates: Pick<DateProfile, 'minYear' | 'maxYear'>): { min: Date; max: Date } {
  return { min: new Date(dates.minYear, 0, 1), max: new Date(dates.maxYear, 11, 31) };
}
