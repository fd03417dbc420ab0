import { describe, expect, it } from 'vitest';
import { columnWidth, initialPageSize, pageWindow } from '../grid';
import { parseGermanDate } from '../format';
import { formulaValue } from '../logic/profileFormulas';
import type { ColumnWidthRule, ProfileFormula } from './types';

// A profile unlike the portal's: the engine follows whatever values it is given.
const rule: ColumnWidthRule = { min: 40, perCharacter: 10, padding: 0, max: 100, resizeMax: 500 };
const area: ProfileFormula = {
  params: ['a', 'b'],
  value: { round: [{ '/': [{ '*': [{ var: 'a' }, { var: 'b' }] }, 3] }, 2] },
};

describe('the engine follows its profile', () => {
  it("pages with the profile's sizes, default and number of page buttons", () => {
    const paging = { pageSizes: [10, 20], defaultPageSize: 20 };
    expect([10, 20, 13, undefined].map((n) => initialPageSize(n, paging))).toEqual([10, 20, 20, 20]);
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it("sizes columns by the profile's width rule", () => {
    expect(['', 'abcde', 'x'.repeat(30)].map((t) => columnWidth(t, rule))).toEqual([40, 50, 100]);
  });

  it("reads dates from the profile's first year and century on", () => {
    const dates = { minYear: 1900, maxYear: 2050, twoDigitYearCentury: 1900 };
    expect(parseGermanDate('1.1.1950', dates)).toBe('1950-01-01');
    expect(parseGermanDate('1.1.50', dates)).toBe('1950-01-01');
    expect(parseGermanDate('1.1.1899', dates)).toBeUndefined();
  });

  it('computes a formula from its named arguments, null while one is no number', () => {
    expect(formulaValue(area, [2, '5'])).toBe(3.33);
    expect(formulaValue(area, [2, ''])).toBeNull();
    expect(formulaValue(area, [2])).toBeNull();
    expect(formulaValue(area, ['x', 5])).toBeNull();
  });
});
