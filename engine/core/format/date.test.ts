import { describe, expect, it } from 'vitest';
import { isCompleteGermanDate, normalizeGermanDate, parseGermanDate } from '.';
import { engineProfile } from '../profile';

// The portal's years (orders.md §5), from the profile every unit test installs (tests/unit/setup.ts).
const { dates } = engineProfile();

describe('parseGermanDate: what a user types de-DE becomes yyyy-mm-dd (orders.md §5 date check)', () => {
  it.each([
    ['24.11.2026', '2026-11-24', 'dd.mm.yyyy'],
    ['1.12.2026', '2026-12-01', 'd.mm.yyyy'],
    ['1.2.2026', '2026-02-01', 'd.m.yyyy'],
    ['01.2.2026', '2026-02-01', 'dd.m.yyyy'],
    ['24.11.26', '2026-11-24', 'dd.mm.yy: 20yy'],
    ['1.1.26', '2026-01-01', 'd.m.yy'],
    ['24112026', '2026-11-24', 'ddmmyyyy'],
    ['241126', '2026-11-24', 'ddmmyy'],
    ['010100', '2000-01-01', 'ddmmyy, year 00 → 2000'],
    ['31.12.99', '2099-12-31', 'dd.mm.yy, year 99 → 2099 (never 1999)'],
    ['1.1.69', '2069-01-01', 'two-digit 69 is 2069, not refused as 1969'],
    ['  24.11.2026 ', '2026-11-24', 'surrounding blanks'],
    ['29.02.2028', '2028-02-29', 'leap day of a leap year'],
    ['29.2.24', '2024-02-29', 'leap day, short'],
    ['01.01.1970', '1970-01-01', 'the first day the check allows'],
    ['31.12.2099', '2099-12-31', 'four-digit year'],
  ])('%s → %s (%s)', (typed, iso) => {
    expect(parseGermanDate(typed, dates)).toBe(iso);
  });

  it.each([
    ['31.02.2026', 'impossible day of the month'],
    ['29.02.2026', 'leap day of a common year'],
    ['31.04.26', 'April has 30 days'],
    ['00.01.2026', 'day 0'],
    ['01.00.2026', 'month 0'],
    ['01.13.2026', 'month 13'],
    ['32.01.2026', 'day 32'],
    ['1.1.1969', 'year before 1970'],
    ['31.12.1969', 'year before 1970'],
    ['01011969', 'ddmmyyyy before 1970'],
    ['abc', 'no date at all'],
    ['', 'blank'],
    ['24.11.', 'no year'],
    ['24.11', 'no year, no dot'],
    ['24.11.202', 'three-digit year'],
    ['24.11.20266', 'five-digit year'],
    ['2411202', 'seven digits'],
    ['24112', 'five digits'],
    ['123.1.2026', 'three-digit day'],
    ['24-11-2026', 'dashes are no German date'],
    ['2026-11-24', 'ISO is the data value, not what the user types'],
    ['24.11.2026x', 'trailing text'],
    ['24. 11. 2026', 'blanks inside'],
    ['٢٤.١١.٢٠٢٦', 'non-ASCII digits'],
  ])('%s is refused (%s)', (typed) => {
    expect(parseGermanDate(typed, dates)).toBeUndefined();
  });
});

describe('normalizeGermanDate: the text the field shows after leaving it', () => {
  it.each([
    ['24.11.26', '24.11.2026'],
    ['1.12.2026', '01.12.2026'],
    ['24112026', '24.11.2026'],
    ['241126', '24.11.2026'],
    ['31.02.2026', undefined],
    ['abc', undefined],
  ])('%s → %s', (typed, shown) => {
    expect(normalizeGermanDate(typed, dates)).toBe(shown);
  });
});

describe('isCompleteGermanDate: a typed date no further key can extend (a field acts on it while the user types)', () => {
  it.each([
    ['01.11.2026', true],
    ['1.1.2026', true],
    ['01112026', true],
    ['01.11.20', false],
    ['011120', false],
    ['01.11.202', false],
    ['31.02.2026', false],
    ['', false],
  ])('%s → %s', (typed, complete) => {
    expect(isCompleteGermanDate(typed, dates)).toBe(complete);
  });
});
