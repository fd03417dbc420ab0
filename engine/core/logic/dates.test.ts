import { afterEach, describe, expect, it, vi } from 'vitest';
import { compute, createContext } from './evaluate';
import { addDays, nextWorkingDay, today } from './dates';

describe('working-day helpers (orders.md §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['Monday + 1 → Tuesday', '2026-11-23', 1, '2026-11-24'],
    ['Thursday + 1 → Friday', '2026-11-19', 1, '2026-11-20'],
    ['Friday + 1 → Monday (Saturday skipped)', '2026-11-20', 1, '2026-11-23'],
    ['Friday + 2 → Monday (Sunday skipped)', '2026-11-20', 2, '2026-11-23'],
    ['Saturday + 1 → Monday', '2026-11-21', 1, '2026-11-23'],
    ['Thursday + 3 → Monday', '2026-11-19', 3, '2026-11-23'],
    ['over a month end', '2026-11-30', 1, '2026-12-01'],
    ['over a year end (Thursday 31.12. → Friday 1.1.)', '2026-12-31', 1, '2027-01-01'],
    ['offset 0 on a Sunday → Monday', '2026-11-22', 0, '2026-11-23'],
    ['a blank offset is the default 1', '2026-11-23', '', '2026-11-24'],
    ['an offset from the configuration as text', '2026-11-23', '3', '2026-11-26'],
    ['a nonsense offset is the default 1', '2026-11-23', 'x', '2026-11-24'],
    ['a timestamp counts by its date', '2026-11-20T08:30:00.000Z', 1, '2026-11-23'],
  ])('%s', (_, date, days, expected) => {
    expect(nextWorkingDay(date, days)).toBe(expected);
  });

  it('is null while the date is missing or invalid, and adds calendar days', () => {
    for (const date of [undefined, null, '', '20.11.2026', 'morgen']) expect(nextWorkingDay(date)).toBeNull();
    expect(nextWorkingDay('2026-11-23')).toBe('2026-11-24');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('is a JSON-Logic operation, as is today (UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T23:30:00.000Z'));
    expect(today()).toBe('2026-11-20');
    const ctx = createContext({ data: { beladedatum: '2026-11-20' }, config: { zustelldatum_offset: '2' } });
    expect(compute({ nextWorkingDay: [{ var: 'data.beladedatum' }, { var: 'config.zustelldatum_offset' }] }, ctx)).toBe(
      '2026-11-23',
    );
    expect(compute({ nextWorkingDay: [{ today: [] }] }, ctx)).toBe('2026-11-23');
    expect(compute({ nextWorkingDay: [{ var: 'data.entladedatum' }] }, ctx)).toBeNull();
  });
});
