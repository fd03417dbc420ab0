import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compute, engineProfile } from '../../engine/core';
import { portalProfile } from '../../schemas';

type Entity = { properties: Record<string, { enum: unknown[]; default?: unknown }> };
const entity = (file: string) => JSON.parse(readFileSync(`schemas/entities/${file}`, 'utf8')) as Entity;

// schemas/profile/profile.json holds the portal's values the engine needs; the contract's entities name some of them again.
describe("the portal's profile (schemas/profile/profile.json)", () => {
  it('is the profile the engine has installed (tests/unit/setup.ts, as the browser and the server do)', () => {
    expect(engineProfile()).toEqual(portalProfile);
  });

  it('opens lists with one of its page sizes, the ones the contract lets a user store (orders.md §9)', () => {
    const { pageSizes, defaultPageSize } = portalProfile.grid;
    expect(pageSizes).toContain(defaultPageSize);
    expect(entity('user.schema.json').properties.rowsInGrid.enum).toEqual([...pageSizes, null]);
    const claim = entity('session-claims.schema.json').properties.rowsInGrid;
    expect(claim.enum).toEqual(pageSizes);
    expect(pageSizes).toContain(claim.default);
  });

  it('offers calendar years that the date check accepts', () => {
    const { minYear, maxYear, twoDigitYearCentury } = portalProfile.dates;
    expect(minYear).toBeLessThan(maxYear);
    expect(twoDigitYearCentury + 99).toBeLessThanOrEqual(maxYear);
  });

  it('gives the freight formulas of orders.md §9 to every rule', () => {
    expect(compute({ cbm: [120, 80, 150, 2] }, {})).toBe(2.88);
    expect(compute({ ldm: [120, 80, 3] }, {})).toBe(1.2);
    expect(compute({ stellplaetze: [3, 120, 80] }, {})).toBe(3);
  });
});
