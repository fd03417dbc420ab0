/** The days the calendar offers; a typed date outside them is kept but not shown in the calendar. */
export const CALENDAR_MIN = new Date(1970, 0, 1);
/** Last day the calendar offers. */
export const CALENDAR_MAX = new Date(2099, 11, 31);
