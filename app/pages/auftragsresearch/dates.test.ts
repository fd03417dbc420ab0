import { describe, expect, it } from 'vitest';
import { defaultRange, formatDay, parseDay } from './dates';

describe('order list dates', () => {
  it('defaults to 10 days back and 5 ahead', () => {
    expect(defaultRange(new Date(2026, 10, 23))).toEqual({ datumVon: '2026-11-13', datumBis: '2026-11-28' });
    expect(defaultRange(new Date(2026, 0, 3))).toEqual({ datumVon: '2025-12-24', datumBis: '2026-01-08' });
  });

  it('formats and parses dd.mm.yyyy', () => {
    expect(formatDay(new Date(2026, 10, 3))).toBe('03.11.2026');
    expect(parseDay('3.11.2026')).toEqual(new Date(2026, 10, 3));
    expect(parseDay('31.02.2026')).toBe(false);
    expect(parseDay('2026-11-03')).toBe(false);
  });
});
