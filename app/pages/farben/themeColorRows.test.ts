import { describe, expect, it } from 'vitest';
import { themeColorRows } from './themeColorRows';

const tokens = new Map([
  [
    '',
    new Map([
      ['--don-page-bg', '#f6f7f9'],
      ['--bp-intent-primary-rest', '#2d72d2'],
      ['--bp-palette-gray1', '#5f6b7c'],
    ]),
  ],
  ['customStyle', new Map([['--bp-intent-primary-rest', '#b45309']])],
]);

describe('the rows of /farben', () => {
  it("lists the standard look's own and intent colours, then each theme's, with contrast and the AA verdict", () => {
    const rows = themeColorRows(tokens, [{ id: 'customStyle', label: 'Bexity' }] as never, 'Standard');
    expect(rows.map((r) => `${r.thema} ${r.variable} ${r.wert}`)).toEqual([
      'Standard --don-page-bg #f6f7f9',
      'Standard --bp-intent-primary-rest #2d72d2',
      'Bexity --bp-intent-primary-rest #b45309',
    ]);
    const bexity = rows[2];
    expect(bexity.kontrastWeiss).toBeCloseTo(5.02, 1);
    expect(bexity.kontrastWeiss! * bexity.kontrastSchwarz!).toBeCloseTo(21, 0);
    expect(bexity.aaWeiss).toBe(true);
    expect(rows[0].aaWeiss).toBe(false);
  });
});
