import { describe, expect, it } from 'vitest';
import { csvCell, csvCodeCell, toCsv } from './toCsv';

describe('toCsv', () => {
  it('quotes every value, doubles inner quotes and separates by semicolons', () => {
    expect(
      toCsv([
        ['Nr', 'Name'],
        [4711, 'Müller "Spedition"; Hamburg'],
        [null, undefined],
      ]),
    ).toBe('"Nr";"Name"\r\n"4711";"Müller ""Spedition""; Hamburg"\r\n"";""\r\n');
  });
  it('neutralises values that a spreadsheet would run as a formula', () => {
    expect(['=SUMME(A1)', '+49 40 1234', '-5', '@cmd'].map(csvCell)).toEqual([
      '"\'=SUMME(A1)"',
      '"\'+49 40 1234"',
      '"\'-5"',
      '"\'@cmd"',
    ]);
    expect(csvCell('Hamburg-Altona')).toBe('"Hamburg-Altona"');
  });
  it('also neutralises formulas behind leading blanks or line breaks', () => {
    for (const value of [
      ' =1+1',
      '   +49',
      '\n=HYPERLINK("x")',
      '\r\n@SUMME(A1)',
      ' \t-2',
      '\u00a0=1',
      '\n\n  =cmd|x',
    ]) {
      expect(csvCell(value), JSON.stringify(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    }
    expect(csvCell('  Hamburg = Altona')).toBe('"  Hamburg = Altona"');
    expect(csvCell(' 4711')).toBe('" 4711"');
  });
  it('keeps number-like text of code columns text for Excel as ="…", and only that', () => {
    expect(['01623', '4711', '12-10', '1E5', '01.02', '0049 40 1234'].map(csvCodeCell)).toEqual([
      '"=""01623"""',
      '"=""4711"""',
      '"=""12-10"""',
      '"=""1E5"""',
      '"=""01.02"""',
      '"=""0049 40 1234"""',
    ]);
    // Letters, quotes, formulas and over-long values are ordinary cells; the formula guard still applies.
    expect(['D-22525', 'HH260001', '=1+1', '-0815', '', null, '1'.repeat(256)].map(csvCodeCell)).toEqual([
      '"D-22525"',
      '"HH260001"',
      '"\'=1+1"',
      '"\'-0815"',
      '""',
      '""',
      `"${'1'.repeat(256)}"`,
    ]);
    expect(
      toCsv(
        [
          ['PLZ', 'Ort'],
          ['01623', '01623'],
        ],
        [true],
      ),
    ).toBe('"PLZ";"Ort"\r\n"=""01623""";"01623"\r\n');
  });
});
