import { describe, expect, it } from 'vitest';
import { addDays, dispoRange, dispoRow, mergeOrders, rowsOfDay, today, windowTimes } from './dispoRows';

const texts = { ganztaegig: 'ganztägig', zeitAb: 'ab {1}', strecke: '{1} → {2}' };
const place = (plz: string, ort: string, lkz = 'DE') => ({ plz, ort, lkz, breite: 50, laenge: 10 });

describe('rows of the dispatch board', () => {
  it('computes day and week ranges by the calendar (Monday to Sunday), across month and year ends', () => {
    expect(dispoRange('2026-11-26', 'tag')).toEqual({ von: '2026-11-26', bis: '2026-11-26', tage: 1 });
    expect(dispoRange('2026-11-26', 'woche')).toEqual({ von: '2026-11-23', bis: '2026-11-29', tage: 7 });
    expect(dispoRange('2026-11-29', 'woche').von).toBe('2026-11-23');
    expect(dispoRange('2027-01-01', 'woche')).toEqual({ von: '2026-12-28', bis: '2027-01-03', tage: 7 });
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('writes windows as the orders carry them: times, start only, or all day', () => {
    expect(windowTimes('2026-11-26T08:00:00Z', '2026-11-26T10:00:00Z', texts)).toBe('08:00–10:00');
    expect(windowTimes('2026-11-26T08:00:00Z', null, texts)).toBe('ab 08:00');
    expect(windowTimes('2026-11-26T00:00:00Z', null, texts)).toBe('ganztägig');
    expect(windowTimes(null, null, texts)).toBe('');
  });

  it('builds a row with places, windows and coordinates, and finds the orders of a day', () => {
    const order = {
      id: 7,
      spedeigennr: '4711',
      status: { id: 1, kurzBezeichnung: 'erfasst' },
      abholDatumVon: '2026-11-26T08:00:00.000Z',
      abholDatumBis: '2026-11-26T10:00:00.000Z',
      zustellDatumVon: '2026-11-27T00:00:00.000Z',
      sumBruttoGewicht: 500,
    };
    const row = dispoRow(
      order,
      { id: 7, abholung: place('20457', 'Hamburg'), zustellung: place('1010', 'Wien', 'AT') },
      texts,
    );
    expect(row).toMatchObject({
      strecke: 'Hamburg → Wien',
      abholung: '20457 Hamburg',
      abholfenster: '26.11.2026 08:00–10:00',
      abholAb: '08:00',
      zustellung: '1010 Wien (AT)',
      zustellfenster: '27.11.2026 ganztägig',
      zustellAb: 'ganztägig',
      abholBreite: 50,
      gewicht: 500,
    });
    expect(rowsOfDay([row], '2026-11-26')).toHaveLength(1);
    expect(rowsOfDay([row], '2026-11-27')).toHaveLength(1);
    expect(rowsOfDay([row], '2026-11-28')).toHaveLength(0);
    expect(dispoRow({ id: 8, spedeigennr: '9' }, undefined, texts)).toMatchObject({ strecke: '? → ?', abholung: '' });
  });

  it('merges both searches once per order, by pick-up time', () => {
    const a = { id: 1, spedeigennr: '2', abholDatumVon: '2026-11-26T09:00:00Z' };
    const b = { id: 2, spedeigennr: '1', abholDatumVon: '2026-11-26T07:00:00Z' };
    expect(mergeOrders([a, b], [a]).map((o) => o.id)).toEqual([2, 1]);
  });
});
