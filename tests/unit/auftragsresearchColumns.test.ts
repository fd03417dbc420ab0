import { describe, expect, it } from 'vitest';
import { cellValue, createContext, gridColumns, resolveColumnDocument, ruleVars } from '../../engine/core';
import { auftragsresearchColumns, auftragsresearchScreen, berichteDocument, portalProfile } from '../../schemas';
import { variantOverlays } from '../../variants';

const resolve = (partial: Parameters<typeof createContext>[0] = {}) =>
  resolveColumnDocument(auftragsresearchColumns, variantOverlays, createContext(partial)).document;

/** The row paths rules read from marked rows: `data.selected.0.x`, and inside some/all/none over data.selected. */
function selectedRowPaths(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(selectedRowPaths);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([op, args]) => {
    if (op === 'var')
      return [String(Array.isArray(args) ? args[0] : args)].flatMap(
        (v) => /^data\.selected\.\d+\.(.+)$/.exec(v)?.slice(1) ?? [],
      );
    const scoped = Array.isArray(args) && JSON.stringify(args[0]) === '{"var":"data.selected"}';
    return scoped ? ruleVars((args as unknown[])[1] as never) : selectedRowPaths(args);
  });
}

describe('order list column document', () => {
  it('names in rowFields every path the list reads from marked rows: toolbar rules and print blocks', () => {
    const read = [
      ...selectedRowPaths(auftragsresearchScreen),
      ...berichteDocument.blocks.flatMap((b) =>
        ruleVars(b.when).flatMap((v) => (v.startsWith('order.') ? [v.slice(6)] : [])),
      ),
    ];
    expect(read).toContain('status.id');
    const rowFields = new Set([auftragsresearchColumns.rowKey, ...(auftragsresearchColumns.rowFields ?? [])]);
    expect(read.filter((path) => !rowFields.has(path))).toEqual([]);
  });

  it('has the default model of 38 columns including price and currency', () => {
    const columns = gridColumns(resolve(), portalProfile.grid.columnWidth);
    expect(columns).toHaveLength(38);
    expect(columns.find((c) => c.id === 'preis')).toMatchObject({
      header: 'Preis',
      field: 'berechnBetrag',
      type: 'money',
    });
    expect(columns.find((c) => c.id === 'waehrung')).toMatchObject({
      header: 'Währung',
      field: 'berechnWaehrung.bezeichnungKurz',
    });
    expect(resolve().searchPlaceholder).toBe('Auftragsnummer, Empfänger, Referenz');
  });

  it('variant A: its column set and the search placeholder', () => {
    const doc = resolve({ variant: 'A' });
    expect(doc.searchPlaceholder).toBe('Sendung, Kundenbestätigung, Kommission, Lieferschein');
    expect(
      gridColumns(doc, portalProfile.grid.columnWidth)
        .slice(0, 4)
        .map((c) => c.header),
    ).toEqual(['Sendung', 'Kundenbestätigung', 'Kommission', 'Lieferschein']);
  });

  it('variants B and C have their own column sets', () => {
    expect(gridColumns(resolve({ variant: 'B' }), portalProfile.grid.columnWidth).map((c) => c.id)).toContain(
      'spotpreisnr',
    );
    expect(gridColumns(resolve({ variant: 'C' }), portalProfile.grid.columnWidth).map((c) => c.id)).toContain(
      'klassifizierung',
    );
  });

  it('metro users see the packing piece count instead of the packaging count', () => {
    const column = gridColumns(resolve({ session: { metro: true } }), portalProfile.grid.columnWidth).find(
      (c) => c.id === 'verpackungen',
    )!;
    expect(column).toMatchObject({ header: 'Packstücke', field: 'sumPackstueckAnzahl' });
  });

  it('words the status as orders.md §4', () => {
    const status = gridColumns(resolve(), portalProfile.grid.columnWidth).find((c) => c.id === 'status')!;
    const ctx = createContext();
    expect(cellValue({ status: { id: 1, kurzBezeichnung: 'erfasst Internet' }, typ: 0 }, status, ctx)).toBe('erfasst');
    expect(cellValue({ status: { id: 2 }, typ: 1 }, status, ctx)).toBe('Preisermittlung in Arbeit...');
    expect(cellValue({ status: { id: 2 }, typ: 1, kalkulationsFolgeId: 77 }, status, ctx)).toBe(
      'Preisermittlung ist erfolgt',
    );
    expect(cellValue({ status: { id: 5, kurzBezeichnung: 'zugestellt' }, typ: 0 }, status, ctx)).toBe('zugestellt');
  });
});
