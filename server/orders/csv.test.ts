import { describe, expect, it } from 'vitest';
import { auftragscsvColumns as auftragscsv } from '../../schemas/grids';
import { csvColumns, ordersToCsv } from './csv';

const order = {
  spedeigennr: '4711001',
  status: { id: 1, kurzBezeichnung: 'erfasst Internet' },
  datum: '2026-11-23T09:15:00.000Z',
  absender: { name: '=HYPERLINK("x")', plz: '01623', ort: 'Hamburg' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', ort: 'Bremen' },
  sumBruttoGewicht: 1250.5,
  mitGefahrguetern: true,
  nachnahmeBetrag: 1234.5,
  berechnBetrag: 102.4,
  berechnWaehrung: { bezeichnungKurz: 'EUR' },
};

describe('server order CSV (orders.md §7, §9)', () => {
  it('takes its columns from schemas/grids/auftragscsv.columns.json', () => {
    expect(csvColumns().map((c) => c.id)).toEqual(auftragscsv.order);
    expect(ordersToCsv([]).trimEnd()).toBe(
      auftragscsv.order.map((id) => `"${auftragscsv.columns[id].header}"`).join(';'),
    );
  });

  it('formats by column type, de-DE, quoted and formula-safe, with or without the header line', () => {
    const [header, row] = ordersToCsv([order]).split('\r\n');
    const cells = Object.fromEntries(header.split(';').map((h, i) => [h.slice(1, -1), row.split(';')[i]]));
    expect(cells).toMatchObject({
      Auftragsnummer: '"=""4711001"""',
      'Absender PLZ': '"=""01623"""',
      Erfassungsdatum: '"23.11.2026"',
      Absender: '"\'=HYPERLINK(""x"")"',
      'Gewicht kg': '"1.250,5"',
      Gefahrgut: '"Ja"',
      Nachnahme: '"1.234,50"',
      Preis: '"102,40"',
      Währung: '"EUR"',
      Hinweis: '""',
    });
    expect(ordersToCsv([order], false).split('\r\n')[0]).toBe(row);
  });

  it('writes the status text the order list shows (one rule, schemas/grids/orderStatus.part.json)', () => {
    const status = (o: object) => {
      const [header, row] = ordersToCsv([{ ...order, ...o }]).split('\r\n');
      return row.split(';')[header.split(';').indexOf('"Status"')];
    };
    expect(status({ status: { id: 3, kurzBezeichnung: 'in Arbeit' }, kalkulationsFolgeId: 812 })).toBe(
      '"Preisermittlung ist erfolgt"',
    );
    expect(status({ status: { id: 2, kurzBezeichnung: 'in Arbeit' }, typ: 1 })).toBe('"Preisermittlung in Arbeit..."');
    expect(status({})).toBe('"erfasst"');
    expect(status({ uebertragen: true })).toBe('"zur Übertragung markiert"');
    expect(status({ status: { id: 5, kurzBezeichnung: 'zugestellt' } })).toBe('"zugestellt"');
  });

  it('neutralises formulas behind leading blanks or line breaks too', () => {
    const hidden = {
      ...order,
      absender: { name: ' \n=HYPERLINK("x")', ort: 'Hamburg' },
      empfaenger: { name: '  @SUMME(A1)', ort: 'Bremen' },
    };
    const [header, row] = ordersToCsv([hidden]).split('\r\n');
    const cells = Object.fromEntries(header.split(';').map((h, i) => [h.slice(1, -1), row.split(';')[i]]));
    expect(cells).toMatchObject({ Absender: '"\' \n=HYPERLINK(""x"")"', Empfänger: '"\'  @SUMME(A1)"' });
  });
});
