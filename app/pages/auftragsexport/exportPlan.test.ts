import { describe, expect, it } from 'vitest';
import { chunkPlan, defaultRange, exportFileName } from './exportPlan';

describe('monthly export plan', () => {
  it('defaults to the 2nd of the previous month until the 1st of this month, also across the year', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ datumVon: '2026-10-02', datumBis: '2026-11-01' });
    expect(defaultRange(new Date(2027, 0, 5))).toEqual({ datumVon: '2026-12-02', datumBis: '2027-01-01' });
  });
  it('fetches 10 orders per request, 100 above 1000 orders', () => {
    expect(chunkPlan(0)).toEqual([]);
    expect(chunkPlan(25)).toEqual([{ min: 0, max: 10 }, { min: 10, max: 20 }, { min: 20, max: 25 }]);
    expect(chunkPlan(1000)).toHaveLength(100);
    const big = chunkPlan(1001);
    expect(big).toHaveLength(11);
    expect(big[10]).toEqual({ min: 1000, max: 1001 });
  });
  it('names the file after the period', () => {
    expect(exportFileName('2026-10-02', '2026-11-01')).toBe('Auftraege_2026-10-02_2026-11-01.csv');
  });
});
