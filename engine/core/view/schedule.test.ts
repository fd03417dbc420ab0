import { describe, expect, it } from 'vitest';
import { scheduleSpan, scheduleTicks, wallMinutes } from './schedule';

describe('schedule', () => {
  it('reads wall-clock times as written, whatever the time zone', () => {
    expect(wallMinutes('2026-11-26T08:30:00.000Z')! - wallMinutes('2026-11-26')!).toBe(510);
    expect(wallMinutes('morgen')).toBeNull();
  });

  it('places a window on one day as fractions of the day', () => {
    expect(scheduleSpan('2026-11-26T06:00:00Z', '2026-11-26T12:00:00Z', '2026-11-26', 1)).toEqual({
      left: 0.25,
      width: 0.25,
      allDay: false,
    });
  });

  it('takes a window without times as the whole day and a start without end as one hour', () => {
    expect(scheduleSpan('2026-11-26T00:00:00Z', null, '2026-11-26', 1)).toEqual({ left: 0, width: 1, allDay: true });
    expect(scheduleSpan('2026-11-26T23:00:00Z', undefined, '2026-11-26', 1)).toEqual({
      left: 23 / 24,
      width: 1 / 24,
      allDay: false,
    });
  });

  it('clips to the range and leaves out what lies outside', () => {
    expect(scheduleSpan('2026-11-25T00:00:00Z', null, '2026-11-26', 1)).toBeNull();
    expect(scheduleSpan('2026-11-29T00:00:00Z', null, '2026-11-23', 7)).toEqual({
      left: 6 / 7,
      width: 1 / 7,
      allDay: true,
    });
    expect(scheduleSpan('2026-11-26T22:00:00Z', '2026-11-27T02:00:00Z', '2026-11-26', 1)!.width).toBeCloseTo(2 / 24);
  });

  it('ticks every two hours of a day, or once per day of a week', () => {
    expect(scheduleTicks('2026-11-26', 1).map((t) => t.hour)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect(scheduleTicks('2026-11-23', 7).map((t) => t.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});
