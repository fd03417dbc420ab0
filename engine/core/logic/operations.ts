import jsonLogic from 'json-logic-js';
import { engineProfile } from '../profile/current';
import { nextWorkingDay, today } from './dates';
import { round, roundUp, sum, sumBy } from './formulas';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The engine's own JSON-Logic operations, by name; the profile adds its formulas (installProfile). */
export const customOperations: Record<string, (...args: never[]) => unknown> = {
  roundUp: (value: unknown, step: unknown) => (num(value) === null ? null : roundUp(Number(value), Number(step))),
  round: (value: unknown, decimals: unknown = 0) =>
    num(value) === null ? null : round(Number(value), Number(decimals)),
  sum,
  /** `{"sumBy": [items, "verpackung.id", "verpackungAnzahl", "verpackung.value"]}`: `[{ key, sum, label }]` per key, 3 decimals
   * (overview per type); the optional label path names each group by its items' stored name. */
  sumBy,
  /** 'dd.mm.yyyy'/'yyyy-mm-dd' date check from the profile's first year on (orders.md §5 "Client-side helpers"). */
  isDate: (value: unknown) => isDateString(value, engineProfile().dates.minYear),
  /** A whole number as typed: digits only, no sign (orders.md §5: counts are integers, no negatives). */
  isWholeNumber: (value: unknown) => isWholeNumber(value),
  /** A number as sent ('1.5') or typed in German ('1,5', '1.234,50'), no negatives (orders.md §5 numeric inputs). */
  isGermanDecimal: (value: unknown) => isGermanDecimal(value),
  /** True when the value is null, undefined, '' or an empty array: reads better in rules than nested '!'. */
  empty: (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length),
  /** A text without surrounding blanks ('' for missing values), so a title of spaces counts as blank. */
  trim: (value: unknown) => (value === null || value === undefined ? '' : String(value).trim()),
  /** The number of characters of a text (items of a list; 0 when missing): password lengths and similar limits read from configuration. */
  length: (value: unknown) =>
    Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : String(value).length,
  /** `{"matches": [value, "[0-9]"]}`: whether a text contains a match of the regular expression (false when missing). */
  matches: (value: unknown, pattern: unknown) =>
    value !== null && value !== undefined && new RegExp(String(pattern), 'u').test(String(value)),
  /** Today as 'yyyy-mm-dd' (UTC): date prefills such as the pick-up date with isBeladedatumVorbelegen. */
  today: () => today(),
  /** `{"nextWorkingDay": [date, days]}`: date + days (default 1), Saturday/Sunday moved on to Monday (orders.md §9). */
  nextWorkingDay: (date: unknown, days?: unknown) => nextWorkingDay(date, days),
};

let registered = false;

/** Registers the custom operations with json-logic-js once per process (browser and server alike). */
export function registerOperations(): void {
  if (registered) return;
  registered = true;
  for (const [name, fn] of Object.entries(customOperations))
    jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
}

// Plain ('1.5') or as typed in German ('1,5', '1.234,5'); thousands dots only in groups of three before a comma.
const DECIMAL = /^(\d+([.,]\d+)?|\d{1,3}(\.\d{3})+(,\d+)?)$/;

/** Whether a text (or number) is a whole number without sign: '12', not '1,5', '-3' or '1.000'. */
export function isWholeNumber(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && /^\d+$/.test(String(value));
}

/** Whether a text (or number) is a decimal without sign, plain ('1.5') or German ('1,5', '1.234,50'). */
export function isGermanDecimal(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && DECIMAL.test(String(value));
}

/** Accepts only 10-character dates with year ≥ `minYear`, month > 0 and day > 0 (ISO or German order). */
export function isDateString(value: unknown, minYear: number): boolean {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const de = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : de ? [de[3], de[2], de[1]] : [];
  if (!y) return false;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < minYear || month < 1 || day < 1 || month > 12) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
