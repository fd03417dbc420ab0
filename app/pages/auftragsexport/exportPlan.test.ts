import { describe, expect, it } from 'vitest';
import { defaultRange, exportFileName, ndjsonLines, progressReporter, recordCounter } from './exportPlan';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('monthly export plan', () => {
  it('defaults to the 2nd of the previous month until the 1st of this month, also across the year', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ datumVon: '2026-10-02', datumBis: '2026-11-01' });
    expect(defaultRange(new Date(2027, 0, 5))).toEqual({ datumVon: '2026-12-02', datumBis: '2027-01-01' });
  });
  it('names the file after the period', () => {
    expect(exportFileName('2026-10-02', '2026-11-01')).toBe('Auftraege_2026-10-02_2026-11-01.csv');
    expect(exportFileName('2026-10-02', '2026-11-01', 'xlsx')).toBe('Auftraege_2026-10-02_2026-11-01.xlsx');
  });
  it('splits a streamed NDJSON answer into whole lines across piece borders, also inside a multi-byte character', () => {
    const text = '{"spalten":[{"header":"Empfängerreferenz","type":"code"}]}\n["01623"]\n["Größe"]\n';
    const whole = ndjsonLines();
    expect(whole(bytes(text)).map((l) => JSON.parse(l))).toEqual([
      { spalten: [{ header: 'Empfängerreferenz', type: 'code' }] },
      ['01623'],
      ['Größe'],
    ]);
    const piecewise = ndjsonLines();
    const lines = [...bytes(text)].flatMap((b) => piecewise(Uint8Array.of(b)));
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { spalten: [{ header: 'Empfängerreferenz', type: 'code' }] },
      ['01623'],
      ['Größe'],
    ]);
  });
  it('counts finished records of a streamed CSV across piece borders, not line breaks or quotes inside values', () => {
    const csv = '"Nr";"Hinweis"\r\n"1";"zwei\r\nZeilen"\r\n"2";"Zitat ""x""\r\n"";Größe"\r\n"3";"Ä"\r\n';
    const whole = recordCounter();
    expect(whole(bytes(csv))).toBe(4);
    // Read byte by byte: every border falls somewhere, also inside a quote pair and inside the two bytes of 'ö'.
    const piecewise = recordCounter();
    const seen = [...bytes(csv)].map((b) => piecewise(Uint8Array.of(b)));
    expect(seen.at(-1)).toBe(4);
    expect(seen.indexOf(2)).toBe(bytes('"Nr";"Hinweis"\r\n"1";"zwei\r\nZeilen"\r\n').length - 1);
  });
  it('reports the progress of a long read about a hundred times, always the end, and a period that grew', () => {
    const calls: Array<[number, number]> = [];
    const report = progressReporter(100_000, (done, total) => calls.push([done, total]));
    for (let done = 37; done < 100_000; done += 37) report(done);
    report(100_000);
    expect(calls.length).toBeGreaterThan(90);
    expect(calls.length).toBeLessThanOrEqual(101);
    expect(calls.at(-1)).toEqual([100_000, 100_000]);
    report(100_003);
    expect(calls.at(-1)).toEqual([100_003, 100_003]);
    const small: number[] = [];
    const few = progressReporter(3, (done) => small.push(done));
    [1, 2, 3].forEach(few);
    expect(small).toEqual([1, 2, 3]);
  });
});
