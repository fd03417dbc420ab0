import { describe, expect, it } from 'vitest';
import { compute, createContext, evaluate } from './evaluate';
import { isDateString, isGermanDecimal, isWholeNumber } from './operations';
import { round, roundUp, sum, sumBy } from './formulas';
import { engineProfile } from '../profile';

// The portal's freight formulas are operations of its profile (installed for every unit test by tests/unit/setup.ts).
const cbm = (...args: unknown[]) => compute({ cbm: args as never }, {});
const ldm = (...args: unknown[]) => compute({ ldm: args as never }, {});
const stellplaetze = (...args: unknown[]) => compute({ stellplaetze: args as never }, {});

describe("freight formulas of the portal's profile (orders.md §9)", () => {
  it.each([
    [
      'counts per packaging type in order of appearance',
      [
        { verpackung: { id: 3 }, n: 4 },
        { verpackung: { id: 1 }, n: 2 },
        { verpackung: { id: 3 }, n: '1' },
      ],
      [
        { key: 3, sum: 5 },
        { key: 1, sum: 2 },
      ],
    ],
    [
      'leaves out items without a key and groups without a number',
      [{ verpackung: {}, n: 4 }, { verpackung: { id: 2 } }, {}],
      [],
    ],
    [
      'sums decimals with 3 decimals',
      [
        { verpackung: { id: 'EP' }, n: 0.1 },
        { verpackung: { id: 'EP' }, n: 0.2 },
      ],
      [{ key: 'EP', sum: 0.3 }],
    ],
    ['no list, no groups', undefined, []],
  ])('sumBy %s', (_, items, expected) => {
    expect(sumBy(items, 'verpackung.id', 'n')).toEqual(expected);
  });

  it('sumBy names each group by the first stored name of its items when given a label path', () => {
    const items = [
      { verpackung: { id: 9 }, n: 1 },
      { verpackung: { id: 9, value: 'Eimer' }, n: 2 },
      { verpackung: { id: 9, value: 'Kübel' }, n: 1 },
      { verpackung: { id: 1, value: ' ' }, n: 4 },
    ];
    expect(sumBy(items, 'verpackung.id', 'n', 'verpackung.value')).toEqual([
      { key: 9, sum: 4, label: 'Eimer' },
      { key: 1, sum: 4 },
    ]);
  });

  it('sumBy is a JSON-Logic operation over the data', () => {
    expect(
      compute(
        { sumBy: [{ var: 'p' }, 'lademittel.id', 'lademittelAnzahl'] },
        {
          p: [
            { lademittel: { id: 1 }, lademittelAnzahl: 2 },
            { lademittel: { id: 1 }, lademittelAnzahl: 3 },
          ],
        },
      ),
    ).toEqual([{ key: 1, sum: 5 }]);
  });

  it('computes CBM from centimetres with 3 decimals', () => {
    expect(cbm(120, 80, 150, 2)).toBe(2.88);
    expect(cbm(33.3, 33.3, 33.3, 1)).toBe(0.037);
    expect(cbm(120, 80, '', 2)).toBeNull();
    expect(sum([0.1, 0.2], 0.0005)).toBe(0.301);
  });

  it('rounds loading meters up to 0.1', () => {
    expect(ldm(120, 80, 1)).toBe(0.4); // 0.96 / 2.4 = 0.4 exactly: no step up
    expect(ldm(120, 80, 2)).toBe(0.8);
    expect(ldm(120, 100, 1)).toBe(0.5);
    expect(ldm(121, 80, 1)).toBe(0.5); // 0.4033 → 0.5
    expect(ldm(120, 80, null)).toBeNull();
  });

  it('rounds Stellplätze up to 0.5', () => {
    expect(stellplaetze(1, 120, 80)).toBe(1); // 0.96 / 2.4 / 0.4 = 1 exactly
    expect(stellplaetze(3, 120, 80)).toBe(3);
    expect(stellplaetze(1, 120, 100)).toBe(1.5); // 1.25 → 1.5
    expect(stellplaetze(1, 60, 40)).toBe(0.5);
  });

  it('rounds without float noise', () => {
    expect(roundUp(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(roundUp(2.4000000001, 0.5)).toBe(2.5);
    expect(round(1.005, 2)).toBe(1.01);
  });
});

describe('custom JSON-Logic operations', () => {
  it('are available to rules in Node and the browser alike', () => {
    const data = { laenge: 120, breite: 80, hoehe: 150, anzahl: 2 };
    expect(compute({ cbm: [{ var: 'laenge' }, { var: 'breite' }, { var: 'hoehe' }, { var: 'anzahl' }] }, data)).toBe(
      2.88,
    );
    expect(compute({ roundUp: [1.21, 0.5] }, {})).toBe(1.5);
    expect(compute({ sum: { map: [{ var: 'p' }, { var: 'cbm' }] } }, { p: [{ cbm: 1.2 }, { cbm: 0.3 }, {}] })).toBe(
      1.5,
    );
    expect(evaluate({ empty: { var: 'data.x' } }, createContext())).toBe(true);
  });

  it('measures texts and matches patterns (password rules from documents)', () => {
    expect(compute({ length: [{ var: 'p' }] }, { p: 'Äbc#1' })).toBe(5);
    expect(compute({ length: [{ var: 'p' }] }, {})).toBe(0);
    expect(compute({ matches: [{ var: 'p' }, '[A-ZÄÖÜ]'] }, { p: 'äbÖ' })).toBe(true);
    expect(compute({ matches: [{ var: 'p' }, '[0-9]'] }, { p: 'abc' })).toBe(false);
    expect(compute({ matches: [{ var: 'p' }, '[0-9]'] }, {})).toBe(false);
  });

  it("checks date strings like the portal does: from the profile's first year on", () => {
    const { minYear } = engineProfile().dates;
    expect(isDateString('2026-11-23', minYear)).toBe(true);
    expect(isDateString('23.11.2026', minYear)).toBe(true);
    expect(isDateString('1969-12-31', minYear)).toBe(false);
    expect(isDateString('1969-12-31', 1900)).toBe(true);
    expect(isDateString('2026-00-10', minYear)).toBe(false);
    expect(isDateString('2026-02-30', minYear)).toBe(false);
    expect(isDateString('2026-1-1', minYear)).toBe(false);
    expect(evaluate({ isDate: [{ var: 'data.d' }] }, createContext({ data: { d: '1969-12-31' } }))).toBe(false);
  });

  it.each([
    ['12', true, true],
    ['0', true, true],
    [7, true, true],
    ['1.5', false, true],
    ['1,5', false, true],
    ['1.234,50', false, true],
    ['1234,5', false, true],
    ['1.234', false, true],
    ['1.23,4', false, false],
    ['12.34.56', false, false],
    ['-3', false, false],
    ['1,5,0', false, false],
    ['2,5 kg', false, false],
    ['', false, false],
    [' 1', false, false],
    [null, false, false],
    [true, false, false],
  ])('whole number and German decimal: %j', (value, whole, decimal) => {
    expect(isWholeNumber(value)).toBe(whole);
    expect(isGermanDecimal(value)).toBe(decimal);
    expect(evaluate({ isWholeNumber: [{ var: 'data.v' }] }, createContext({ data: { v: value } }))).toBe(whole);
    expect(evaluate({ isGermanDecimal: [{ var: 'data.v' }] }, createContext({ data: { v: value } }))).toBe(decimal);
  });
});
