import { describe, expect, it } from 'vitest';
import { monthChoices, monthName } from './months';

describe('the months of the accounting choice', () => {
  it('reach from 24 months back to 3 ahead, newest first, named in German, across year ends', () => {
    const choices = monthChoices(new Date(2026, 10, 26));
    expect(choices).toHaveLength(28);
    expect(choices[0]).toEqual({ monat: '2027-02', name: 'Februar 2027' });
    expect(choices[3]).toEqual({ monat: '2026-11', name: 'November 2026' });
    expect(choices.at(-1)).toEqual({ monat: '2024-11', name: 'November 2024' });
    expect(monthName('2031-03')).toBe('März 2031');
  });
});
