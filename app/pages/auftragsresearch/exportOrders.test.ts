// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, gridColumns } from '../../../engine/core';
import { auftragsresearchColumns, portalProfile } from '../../../schemas';
import { readCsvWithPython } from '../../../tests/readers';
import { fixtureOrders } from './fixtures/orders';
import { ordersCsv, ordersSheet } from './exportOrders';

const dir = mkdtempSync(join(tmpdir(), 'don-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const showing = (ids: string[]) =>
  gridColumns(auftragsresearchColumns, portalProfile.grid.columnWidth).map((c) => ({
    ...c,
    visible: ids.includes(c.id),
  }));

describe('Auftrag.csv', () => {
  it('writes the visible columns as shown: BOM, semicolon, quoted, de-DE values, formulas neutralised', () => {
    const columns = showing(['spedeigennr', 'status', 'datum', 'spedfremdnr', 'gewicht', 'preis']);
    const [order] = fixtureOrders(1, new Date(Date.UTC(2026, 10, 23)));
    const csv = ordersCsv(
      [{ ...order, spedfremdnr: '=HYPERLINK("x")', berechnBetrag: 1234.5 }],
      columns,
      createContext(),
    );
    expect(csv).toBe(
      '\uFEFF"Auftragsnummer";"Status";"Erfassungsdatum";"Referenz";"Gewicht kg";"Preis"\r\n' +
        `"HH260001";"erfasst";"23.11.2026";"'=HYPERLINK(""x"")";"240";"1.234,50"\r\n`,
    );
  });

  it("is read by Python's csv module (utf-8-sig, ;) with its umlauts, and the PLZ 01623 in its documented text form", () => {
    const columns = showing(['spedeigennr', 'empfaengerReferenz', 'empfaengerPlz', 'empfaengerOrt', 'preis']);
    const [order] = fixtureOrders(1, new Date(Date.UTC(2026, 10, 23)));
    const dresden = { ...order.empfaengerAdresse, plz: '01623', ort: 'Lommatzsch' };
    const file = join(dir, 'Auftrag.csv');
    writeFileSync(
      file,
      ordersCsv(
        [{ ...order, empfaengerReferenz: '00815', empfaengerAdresse: dresden, berechnBetrag: 1234.5 }],
        columns,
        createContext(),
      ),
      'utf8',
    );
    const { bom, rows } = readCsvWithPython(file);
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(['Auftragsnummer', 'Empfängerreferenz', 'Empfänger PLZ', 'Empfänger Ort', 'Preis']);
    // docs/exports.md: a code cell ="…" is the text between the quotes; Excel shows 01623, not the number 1623.
    expect(rows[1]).toEqual(['HH260001', '="00815"', '="01623"', 'Lommatzsch', '1.234,50']);
    const text = (cell: string) => /^="(.*)"$/.exec(cell)?.[1] ?? cell;
    expect(rows[1].map(text)).toEqual(['HH260001', '00815', '01623', 'Lommatzsch', '1.234,50']);
  });
});

describe('Auftrag.xlsx', () => {
  it('takes the visible columns with their types and the raw values the cells are typed from', () => {
    const columns = showing(['spedeigennr', 'datum', 'empfaengerPlz', 'gewicht', 'preis', 'gefahrgut']);
    const [order] = fixtureOrders(1, new Date(Date.UTC(2026, 10, 23)));
    const sheet = ordersSheet([{ ...order, berechnBetrag: 1234.5 }], columns, createContext());
    expect(sheet.columns).toEqual([
      { header: 'Auftragsnummer', type: 'code' },
      { header: 'Erfassungsdatum', type: 'date' },
      { header: 'Empfänger PLZ', type: 'code' },
      { header: 'Gewicht kg', type: 'number' },
      { header: 'Gefahrgut', type: 'boolean' },
      { header: 'Preis', type: 'money' },
    ]);
    expect(sheet.rows).toEqual([['HH260001', order.datum, order.empfaengerAdresse!.plz, 240, true, 1234.5]]);
  });
});
