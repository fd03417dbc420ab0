import { isDateString } from '../logic/operations';
import type { DateProfile } from '../profile/types';

/** 'yyyy-mm-dd' → 'dd.mm.yyyy'; anything else blank. */
export function formatGermanDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

// d.m.yyyy, dd.mm.yy …: one or two digits for day and month, two or four for the year; or the digits alone (ddmmyyyy, ddmmyy).
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

/**
 * A date typed de-DE → 'yyyy-mm-dd' when it passes the date check (year from the profile's `minYear` on, month and day
 * above 0, and a day the month has), else undefined. Accepts d.m.yyyy, dd.mm.yyyy, d.m.yy, dd.mm.yy, ddmmyyyy and ddmmyy;
 * a two-digit year lies in the profile's `twoDigitYearCentury`.
 */
export function parseGermanDate(text: string, dates: DateProfile): string | undefined {
  const trimmed = text.trim();
  const parts = DOTTED.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!parts) return undefined;
  const [, d, m, y] = parts;
  const year = y.length === 2 ? String(dates.twoDigitYearCentury + Number(y)) : y;
  const iso = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isDateString(iso, dates.minYear) ? iso : undefined;
}

/**
 * Whether a typed text is a date in a form no further key can extend: a four-digit year (d.m.yyyy, ddmmyyyy). While a user
 * types '01.11.2026' the text passes '01.11.20', a valid two-digit-year date; a field that acted on every valid text would
 * act on 01.11.2020 first. Short forms count once the field is left.
 */
export function isCompleteGermanDate(text: string, dates: DateProfile): boolean {
  const year = (DOTTED.exec(text.trim()) ?? DIGITS.exec(text.trim()))?.at(-1);
  return Boolean(year?.length === 4 && parseGermanDate(text, dates));
}

/** A typed date in its normal form dd.mm.yyyy ('1.12.26' → '01.12.2026'); undefined when it is no date. */
export function normalizeGermanDate(text: string, dates: DateProfile): string | undefined {
  const iso = parseGermanDate(text, dates);
  return iso && formatGermanDate(iso);
}

/** Typing help for hh:mm: digits only, the colon inserted after the hours. */
export function sanitizeTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Completes a typed time to 'hh:mm' in 24 h ('7' → '07:00', '730' → '07:30'); undefined when impossible. */
export function parseTime(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (!digits) return undefined;
  const padded = digits.length <= 2 ? `${digits.padStart(2, '0')}00` : digits.padStart(4, '0');
  const [h, m] = [Number(padded.slice(0, 2)), Number(padded.slice(2, 4))];
  if (padded.length !== 4 || h > 23 || m > 59) return undefined;
  return `${padded.slice(0, 2)}:${padded.slice(2, 4)}`;
}
