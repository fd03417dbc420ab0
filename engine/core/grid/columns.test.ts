import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import type { VariantOverlay } from '../overlay';
import {
  cellValue,
  fitColumns,
  gridColumns,
  layoutOf,
  mergeLayout,
  parseLayout,
  resolveColumnDocument,
} from './columns';
import { formatCell } from './format';
import type { ColumnDocument } from './types';
import { contentWidth } from './width';
import { engineProfile } from '../profile';

// The portal's width rule (orders.md §9), from the profile every unit test installs (tests/unit/setup.ts).
const rule = engineProfile().grid.columnWidth;

const base: ColumnDocument = {
  id: 'liste',
  title: 'Liste',
  rowKey: 'id',
  searchPlaceholder: 'Auftragsnummer',
  order: ['nr', 'datum', 'stueck', 'status'],
  columns: {
    nr: { header: 'Auftragsnummer', field: 'spedeigennr' },
    datum: { header: 'Datum', field: 'datum', type: 'date' },
    stueck: { header: 'Verpackungen', field: 'sumVerpackungAnzahl', type: 'integer' },
    status: {
      header: 'Status',
      sortField: 'status.id',
      value: { if: [{ '==': [{ var: 'data.status.id' }, 1] }, 'erfasst', { var: 'data.status.kurzBezeichnung' }] },
    },
  },
};
const metro: VariantOverlay = {
  id: 'liste-metro',
  screen: 'liste',
  when: { '==': [{ var: 'session.metro' }, true] },
  patch: { columns: { stueck: { header: 'Packstücke', field: 'sumPackstueckAnzahl' } } },
};
const variantA: VariantOverlay = {
  id: 'liste-a',
  screen: 'liste',
  when: { '==': [{ var: 'variant' }, 'A'] },
  patch: { searchPlaceholder: 'Sendung', order: ['status', 'nr'] },
};

describe('column documents', () => {
  it('resolves overlays by condition and keeps the base untouched', () => {
    const { document, applied } = resolveColumnDocument(
      base,
      [metro, variantA],
      createContext({ session: { metro: true } }),
    );
    expect(applied).toEqual(['liste-metro']);
    expect(document.columns.stueck).toEqual({ header: 'Packstücke', field: 'sumPackstueckAnzahl', type: 'integer' });
    expect(base.columns.stueck.field).toBe('sumVerpackungAnzahl');
    const a = resolveColumnDocument(base, [metro, variantA], createContext({ variant: 'A' })).document;
    expect(a.searchPlaceholder).toBe('Sendung');
    expect(gridColumns(a, rule).map((c) => c.id)).toEqual(['status', 'nr']);
  });

  it('fills defaults: type, sortable, visible, width from the header', () => {
    const [nr, , , status] = gridColumns(base, rule);
    expect(nr).toMatchObject({ id: 'nr', type: 'text', sortable: true, visible: true, width: 156 });
    expect(status.sortable).toBe(true);
  });

  it('merges a saved layout: order, visibility, width; unknown ids dropped, new columns appended', () => {
    const columns = gridColumns(base, rule);
    const merged = mergeLayout(columns, {
      columns: [
        { id: 'status', visible: true, width: 200 },
        { id: 'weg', visible: true },
        { id: 'nr', visible: false },
      ],
    });
    expect(merged.map((c) => [c.id, c.visible, c.width])).toEqual([
      ['status', true, 200],
      ['nr', false, 156],
      ['datum', true, 75],
      ['stueck', true, 138],
    ]);
    expect(parseLayout(JSON.stringify(layoutOf(merged)))).toEqual(layoutOf(merged));
    expect(parseLayout('kaputt')).toBeNull();
    expect(parseLayout(null)).toBeNull();
    expect(mergeLayout(columns, null)).toBe(columns);
  });

  it('reads cells by path or by value rule and formats them de-DE', () => {
    const columns = gridColumns(base, rule);
    const row = {
      spedeigennr: 'A-1',
      datum: '2026-11-02T23:30:00Z',
      sumVerpackungAnzahl: 12345,
      status: { id: 1, kurzBezeichnung: 'Erfasst' },
    };
    expect(cellValue(row, columns[0])).toBe('A-1');
    expect(cellValue(row, columns[3])).toBe('erfasst');
    expect(cellValue({ ...row, status: { id: 4, kurzBezeichnung: 'zugestellt' } }, columns[3])).toBe('zugestellt');
    expect(formatCell(cellValue(row, columns[1]), 'date')).toBe('02.11.2026');
    expect(formatCell(12345, 'integer')).toBe('12.345');
    expect(formatCell(1234.5, 'money')).toBe('1.234,50');
    expect(formatCell(0.125, 'number')).toBe('0,125');
    expect(formatCell('2026-11-02T08:05:00Z', 'datetime')).toBe('02.11.2026 08:05');
    // A time of 00:00 is no time (orders.md §4): the date alone, in the list, its CSV and the sidebar.
    expect(formatCell('2026-11-02T00:00:00.000Z', 'datetime')).toBe('02.11.2026');
    expect(formatCell('2026-11-02T00:30:00Z', 'datetime')).toBe('02.11.2026 00:30');
    expect(formatCell(true, 'boolean')).toBe('Ja');
    expect(formatCell(null, 'money')).toBe('');
  });

  it('sizes a column by the §9 rule over its header and the texts of the visible rows', () => {
    expect(contentWidth('Status', [], rule)).toBe(84);
    expect(contentWidth('Empfänger', ['Weser Elektrotechnik GmbH', 'Kiel'], rule)).toBe(255);
    expect(contentWidth('Status', ['in Zustellung'], rule)).toBe(147);
    expect(contentWidth('Hinweis', ['x'.repeat(41)], rule)).toBe(390);
    const columns = gridColumns(base, rule);
    const rows = [
      {
        spedeigennr: '4711000',
        datum: '2026-11-02',
        sumVerpackungAnzahl: 1234567,
        status: { id: 4, kurzBezeichnung: 'in Zustellung' },
      },
      { spedeigennr: '4711001', datum: '2026-11-03', sumVerpackungAnzahl: 2, status: { id: 1 } },
    ];
    const fitted = fitColumns(columns, rows, rule);
    // nr: header wins (14 characters); datum: '02.11.2026' (10) beats 'Datum'; stueck: header; status: 'in Zustellung'.
    expect(fitted.map((c) => [c.id, c.width])).toEqual([
      ['nr', 156],
      ['datum', 120],
      ['stueck', 138],
      ['status', 147],
    ]);
    expect(fitColumns(columns, [], rule).map((c) => c.width)).toEqual(columns.map((c) => c.width));
  });

  it('keeps widths the document fixed or the user dragged; only those are saved', () => {
    const fixed = gridColumns({ ...base, columns: { ...base.columns, nr: { ...base.columns.nr, width: 100 } } }, rule);
    const rows = [
      { spedeigennr: 'Weser Elektrotechnik GmbH Bremen', status: { id: 4, kurzBezeichnung: 'in Zustellung' } },
    ];
    expect(fitColumns(fixed, rows, rule)[0].width).toBe(100);
    const dragged = mergeLayout(gridColumns(base, rule), {
      columns: [
        { id: 'status', visible: true, width: 90 },
        { id: 'nr', visible: true, width: 156 },
      ],
    });
    const fitted = fitColumns(dragged, rows, rule);
    expect(fitted.find((c) => c.id === 'status')!.width).toBe(90);
    // A stored width equal to the header default (layouts saved before this rule) still follows the content.
    expect(fitted.find((c) => c.id === 'nr')!.width).toBe(318);
    expect(layoutOf(dragged).columns).toEqual([
      { id: 'status', visible: true, width: 90 },
      { id: 'nr', visible: true },
      { id: 'datum', visible: true },
      { id: 'stueck', visible: true },
    ]);
  });
});
