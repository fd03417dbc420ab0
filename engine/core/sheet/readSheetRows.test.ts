import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readSheetRows, type SheetSettings } from './readSheetRows';

const settings: SheetSettings = {
  sheet: 'Premiumgebiete',
  columns: [
    { field: 'lkz', header: 'LKZ' },
    { field: 'plzVon', header: 'PLZ von' },
    { field: 'terminart', header: 'Terminart', type: 'integer' },
  ],
  maxRows: 3,
  maxUnpackedBytes: 1024 * 1024,
};

const xlsx = async (rows: (string | number | null)[][], sheet = 'Premiumgebiete') => {
  const buffer = await writeXlsxFile(
    rows.map((r) => r.map((value) => (value === null ? null : { value }))),
    { sheet },
  ).toBuffer();
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
};

describe('readSheetRows: the named sheet of an .xlsx into rows of fields', () => {
  it('matches headers in any case and order, keeps each row number, skips empty rows and trims text', async () => {
    const { rows, problem } = await readSheetRows(
      await xlsx([
        ['terminart', ' lkz ', 'PLZ VON'],
        ['50', ' DE ', 1067],
        [null, null, null],
        [51, 'AT', '1010'],
        ['x', 'CH', null],
      ]),
      settings,
    );
    expect(problem).toBeUndefined();
    expect(rows).toEqual([
      { zeile: 2, data: { terminart: 50, lkz: 'DE', plzVon: '1067' } },
      { zeile: 4, data: { terminart: 51, lkz: 'AT', plzVon: '1010' } },
      { zeile: 5, data: { terminart: 'x', lkz: 'CH' } },
    ]);
  });

  it('names what keeps a file from being read at all', async () => {
    const problem = async (bytes: ArrayBuffer) => (await readSheetRows(bytes, settings)).problem;
    expect(await problem(new TextEncoder().encode('LKZ;PLZ von').buffer as ArrayBuffer)).toEqual({
      message: 'unlesbar',
      values: {},
    });
    expect(await problem(await xlsx([['LKZ', 'PLZ von', 'Terminart']], 'Tabelle1'))).toEqual({
      message: 'keinBlatt',
      values: { 1: 'Premiumgebiete' },
    });
    expect(await problem(await xlsx([['LKZ', 'Ort', 'Terminart']]))).toMatchObject({
      message: 'spalteUnbekannt',
      values: { 1: 'Ort' },
    });
    expect(await problem(await xlsx([['LKZ', 'Terminart']]))).toMatchObject({
      message: 'spalteFehlt',
      values: { 1: 'PLZ von' },
    });
    const many = [['LKZ', 'PLZ von', 'Terminart'], ...Array.from({ length: 4 }, () => ['DE', '1', 50])];
    expect(await problem(await xlsx(many))).toEqual({ message: 'zuVieleZeilen', values: { 1: '3' } });
  });

  it('refuses a zip that unpacks to more than allowed before unpacking it (a small file of gigabytes)', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(10_000);
    expect((await readSheetRows(bomb.buffer as ArrayBuffer, settings)).problem).toEqual({
      message: 'zuGross',
      values: { 1: '1' },
    });
  });
});
