import { describe, expect, it } from 'vitest';
import { formatCell, gridColumns, type ColumnDocument } from '../../../engine/core';
import { berechnteileColumns, berechnteilpositionenColumns, portalProfile } from '../../../schemas';

/** The columns of the Tagespreis dialog (schemas/grids) as the grid formats them (orders.md §9: money, km and rates 2 fixed decimals). */
const columns = (doc: ColumnDocument) =>
  Object.fromEntries(gridColumns(doc, portalProfile.grid.columnWidth).map((c) => [c.field ?? c.id, c]));
const teile = columns(berechnteileColumns);
const positionen = columns(berechnteilpositionenColumns);
const tables = { Berechnung: teile, Positionen: positionen };

describe('Tagespreis columns: amounts, km and rates with 2 fixed decimals de-DE', () => {
  it.each([
    ['Berechnung', 'betrag', 1234.5, '1.234,50'],
    ['Berechnung', 'ertrag', 222, '222,00'],
    ['Berechnung', 'km', 118.4, '118,40'],
    ['Positionen', 'satz', 12.5, '12,50'],
    ['Positionen', 'satz', 8.4, '8,40'],
    ['Positionen', 'satz', 1.2, '1,20'],
    ['Positionen', 'pflichtigerBetrag', 1092.6, '1.092,60'],
    ['Positionen', 'betrag', 137.4, '137,40'],
  ] as const)('%s %s: %d → %s', (table, field, value, text) => {
    expect(formatCell(value, tables[table][field].type)).toBe(text);
  });

  it('keeps the chargeable weight a plain number (kg are not money, km or a rate)', () => {
    expect(formatCell(1092.6, teile.frachtpflichtigesGewicht.type)).toBe('1.092,6');
  });

  it('fixes no column width: the dialog fits the columns to its width', () => {
    expect(
      [...Object.values(berechnteileColumns.columns), ...Object.values(berechnteilpositionenColumns.columns)].filter(
        (c) => c.width !== undefined,
      ),
    ).toEqual([]);
  });
});
