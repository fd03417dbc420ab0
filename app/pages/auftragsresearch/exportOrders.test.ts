import { describe, expect, it } from 'vitest';
import { createContext, gridColumns } from '../../../engine/core';
import { auftragsresearchColumns } from '../../../schemas';
import { fixtureOrders } from './fixtures/orders';
import { ordersCsv } from './exportOrders';

describe('Auftrag.csv', () => {
  it('writes the visible columns as shown: semicolon, quoted, de-DE values, formulas neutralised', () => {
    const columns = gridColumns(auftragsresearchColumns).map((c) => ({ ...c, visible: ['spedeigennr', 'status', 'datum', 'spedfremdnr', 'gewicht', 'preis'].includes(c.id) }));
    const [order] = fixtureOrders(1, new Date(Date.UTC(2026, 10, 23)));
    const csv = ordersCsv([{ ...order, spedfremdnr: '=HYPERLINK("x")', berechnBetrag: 1234.5 }], columns, createContext());
    expect(csv).toBe(
      '"Auftragsnummer";"Status";"Erfassungsdatum";"Referenz";"Gewicht kg";"Preis"\r\n'
      + `"HH260001";"erfasst";"23.11.2026";"'=HYPERLINK(""x"")";"240";"1.234,50"\r\n`,
    );
  });
});
