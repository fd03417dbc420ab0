// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { excelSerial, readXlsxWithPython } from '../../tests/readers';
import { xlsxBook } from './book';
import type { ExportColumn } from './sheet';

const dir = mkdtempSync(join(tmpdir(), 'don-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const columns: ExportColumn[] = [
  { header: 'Auftragsnummer', type: 'code' },
  { header: 'Empfängerreferenz', type: 'code' },
  { header: 'Empfänger PLZ', type: 'code' },
  { header: 'Erfassungsdatum', type: 'date' },
  { header: 'Abholung von', type: 'datetime' },
  { header: 'Gewicht kg', type: 'number' },
  { header: 'Packstücke', type: 'integer' },
  { header: 'Preis', type: 'money' },
  { header: 'Gefahrgut', type: 'boolean' },
  { header: 'Absender', type: 'text' },
];

describe('xlsx export (write-excel-file, read back with Python zipfile + ElementTree)', () => {
  it('writes typed cells: text codes, Excel dates dd.mm.yyyy in UTC, numbers, a bold frozen header and widths', async () => {
    const book = xlsxBook(columns, 'Aufträge');
    // 23:30 UTC is the next day in Berlin: the date column keeps the UTC day (orders.md §9), whatever the machine's zone.
    book.add([
      [
        '0047110',
        '00815',
        '01623',
        '2026-11-23T23:30:00.000Z',
        '2026-11-24T07:05:00.000Z',
        1250.5,
        12,
        1234.5,
        true,
        '=HYPERLINK("x")',
      ],
    ]);
    book.add([['HH260002', null, '20095', null, null, 3, 1, 0, false, 'Müller & Söhne <GmbH>']]);
    const file = join(dir, 'Auftrag.xlsx');
    writeFileSync(file, Buffer.from(await (await book.finish()).arrayBuffer()));

    const { sheet, cells, rows, frozen, widths } = readXlsxWithPython(file);
    expect(sheet).toBe('Aufträge');
    expect(rows).toBe(3);
    expect(frozen).toBe(true);
    expect(cells.B1).toMatchObject({ type: 's', value: 'Empfängerreferenz', bold: true });
    expect(cells.C2).toMatchObject({ type: 's', value: '01623', format: '@', bold: false });
    expect(cells.A2).toMatchObject({ type: 's', value: '0047110', format: '@' });
    expect(cells.D2).toMatchObject({ type: 'n', value: excelSerial(2026, 11, 23), format: 'dd.mm.yyyy' });
    expect(cells.E2).toMatchObject({ type: 'n', format: 'dd.mm.yyyy hh:mm' });
    expect(cells.E2.value).toBeCloseTo(excelSerial(2026, 11, 24) + (7 * 60 + 5) / 1440, 6);
    expect(cells.F2).toMatchObject({ type: 'n', value: 1250.5 });
    expect(cells.G2).toMatchObject({ type: 'n', value: 12, format: '#,##0' });
    expect(cells.H2).toMatchObject({ type: 'n', value: 1234.5, format: '#,##0.00' });
    expect(cells.I2).toMatchObject({ type: 's', value: 'Ja' });
    // A string cell is never run as a formula: the value as typed, no apostrophe.
    expect(cells.J2).toMatchObject({ type: 's', value: '=HYPERLINK("x")', formula: false });
    expect(cells.J3.value).toBe('Müller & Söhne <GmbH>');
    expect(cells.B3).toBeUndefined();
    expect(cells.H3).toMatchObject({ type: 'n', value: 0, format: '#,##0.00' });
    expect(widths[2]).toBe('Empfängerreferenz'.length + 2);
    expect(widths[6]).toBe(12);
  });
});
