// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import premium from '../../schemas/screens/premiumimport.screen.json';
import { readXlsxWithPython } from '../../tests/readers';
import { xlsxTemplate } from './template';

const dir = mkdtempSync(join(tmpdir(), 'don-vorlage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('xlsx import template (read back with Python zipfile + ElementTree)', () => {
  it("holds the premium import's sheet with its header row alone, bold and frozen", async () => {
    const { sheet, columns, templateFile } = premium.settings.sheetImport;
    const file = await xlsxTemplate(
      columns.map((c) => ({ header: c.header, type: 'type' in c ? 'integer' : 'code' })),
      sheet,
      templateFile,
    );
    expect(file.name).toBe('Premiumimport_Vorlage.xlsx');
    const path = join(dir, file.name);
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    const read = readXlsxWithPython(path);
    expect(read.sheet).toBe('Premiumgebiete');
    expect(read.rows).toBe(1);
    expect(read.frozen).toBe(true);
    expect(['A1', 'B1', 'C1', 'D1'].map((c) => read.cells[c])).toEqual(
      ['LKZ', 'PLZ von', 'PLZ bis', 'Terminart'].map((value) => expect.objectContaining({ value, bold: true })),
    );
  });
});
