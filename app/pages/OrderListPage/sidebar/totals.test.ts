import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals';

describe('order totals', () => {
  it('counts packagings and load carriers by name and sums kg, LDM, cbm; STP is the largest figure', () => {
    const totals = orderTotals([
      { verpackung: { id: 1, value: 'Karton' }, verpackungAnzahl: 10, lademittel: { id: 1, value: 'Europalette' }, lademittelAnzahl: 2,
        bruttoGewicht: 412.5, lademeter: 0.8, volumenCBM: 1.2345, stellplaetze: 2 },
      { verpackung: { id: 1, value: 'Karton' }, verpackungAnzahl: 4, lademittel: { id: 2, value: 'Gitterbox' }, lademittelAnzahl: 1,
        bruttoGewicht: 100, lademeter: 0.4, volumenCBM: 0.5, anzahlStellplaetze: 3 },
      { verpackung: { id: 2, value: 'Kiste' }, verpackungAnzahl: 1, bruttoGewicht: 12.25 },
    ]);
    expect(totals).toEqual({
      verpackungen: [{ name: 'Karton', anzahl: 14 }, { name: 'Kiste', anzahl: 1 }],
      lademittel: [{ name: 'Europalette', anzahl: 2 }, { name: 'Gitterbox', anzahl: 1 }],
      kg: 524.75, ldm: 1.2, cbm: 1.735, stp: 3,
    });
  });

  it('computes the volume of positions stored without it from their dimensions, by the capture document\'s rule', () => {
    const totals = orderTotals([
      { laengeCM: 120, breiteCM: 80, hoeheCM: 110, verpackungseinheit: 2, lademittelAnzahl: 1, verpackungAnzahl: 9 },
      { laengeCM: 60, breiteCM: 40, hoeheCM: 50, verpackungseinheit: 1, verpackungAnzahl: 3 },
      { laengeCM: 120, breiteCM: 80, hoeheCM: 100, verpackungAnzahl: 2, volumenCBM: 0.5 },
    ]);
    expect(totals.cbm).toBe(1.916);
  });

  it('is all zero without positions', () => {
    expect(orderTotals()).toEqual({ verpackungen: [], lademittel: [], kg: 0, ldm: 0, cbm: 0, stp: 0 });
  });
});
