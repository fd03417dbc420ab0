import { describe, expect, it } from 'vitest';
import { decimalPlaces, isMultipleOf, parseDecimal, toScaled } from '.';

/** Every value typed as German text 'x,yy' from integer hundredths (what the user sees, not a float computation). */
const typed = (hundredths: number) => `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;

describe('exact decimal multipleOf (floating point refused 8,2 kg and 19,99 €)', () => {
  it.each([
    ['8,2', 0.01],
    ['1,15', 0.01],
    ['4,35', 0.01],
    ['0,29', 0.01],
    ['19,99', 0.01],
    ['8,25', 0.01],
    ['8,5', 0.01],
    ['999.999,99', 0.01],
    ['0,01', 0.01],
    ['1,2', 0.1],
    ['2,4', 0.1],
    ['3,917', 0.001],
    ['0,007', 0.001],
    ['1,5', 0.5],
    ['12', 0.5],
    ['89.999.999,99', 0.01],
  ])('%s is a multiple of %s', (text, step) => {
    expect(isMultipleOf(parseDecimal(text)!, step)).toBe(true);
  });

  it.each([
    ['8,255', 0.01],
    ['0,001', 0.01],
    ['1,25', 0.1],
    ['1,3', 0.5],
    ['3,9168', 0.001],
    ['0,1', 0.5],
  ])('%s is not a multiple of %s', (text, step) => {
    expect(isMultipleOf(parseDecimal(text)!, step)).toBe(false);
  });

  it('accepts every cent from 0,01 to 1.000,00 and a spread up to 999.999,99 of 0,01', () => {
    const refused: string[] = [];
    const check = (h: number) => {
      if (!isMultipleOf(parseDecimal(typed(h))!, 0.01)) refused.push(typed(h));
    };
    for (let h = 1; h <= 100_000; h++) check(h);
    // Every 9,973rd cent up to the limit touches every last-two-digit pair in every magnitude.
    for (let h = 100_000; h <= 99_999_999; h += 9_973) check(h);
    check(99_999_999);
    expect(refused).toEqual([]);
  });

  it('refuses a third decimal for every cent value it is added to', () => {
    const accepted: number[] = [];
    for (let h = 1; h <= 20_000; h += 7) {
      const value = parseDecimal(`${typed(h)}5`)!;
      if (isMultipleOf(value, 0.01)) accepted.push(value);
    }
    expect(accepted).toEqual([]);
  });

  it('reads numbers in exponent notation and refuses non-finite values and a zero step', () => {
    expect(toScaled(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(toScaled(1.5e21)).toEqual({ digits: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(isMultipleOf(1e-7, 0.01)).toBe(false);
    expect(isMultipleOf(Number.NaN, 0.01)).toBe(false);
    expect(isMultipleOf(1, 0)).toBe(false);
    expect(decimalPlaces(19.99)).toBe(2);
    expect(decimalPlaces(-8.2)).toBe(1);
  });
});
