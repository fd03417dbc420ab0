import { describe, expect, it } from 'vitest';
import {
  columnWidth,
  cycleSort,
  infoLine,
  initialPageSize,
  nextSortDirection,
  pageCount,
  pageWindow,
  sortParam,
} from './index';
import { gridColumns } from './columns';
import { engineProfile } from '../profile';

// The portal's profile, installed for every unit test (tests/unit/setup.ts).
const { grid } = engineProfile();

describe('pagination window (orders.md §9)', () => {
  it('shows all pages up to 10', () => {
    expect(pageWindow(1, 1, grid.pagerButtons)).toEqual([1]);
    expect(pageWindow(4, 7, grid.pagerButtons)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10, grid.pagerButtons)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows 1-10 up to page 6', () => {
    for (const page of [1, 5, 6])
      expect(pageWindow(page, 30, grid.pagerButtons)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows 5 before and 4 after the current page in the middle', () => {
    expect(pageWindow(7, 30, grid.pagerButtons)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(15, 30, grid.pagerButtons)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(25, 30, grid.pagerButtons)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('shows the last 10 for the last stretch', () => {
    for (const page of [26, 28, 30])
      expect(pageWindow(page, 30, grid.pagerButtons)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(7, 11, grid.pagerButtons)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('counts pages and words the info line', () => {
    expect(pageCount(0, 13)).toBe(1);
    expect(pageCount(27, 13)).toBe(3);
    expect(infoLine(27, 13, 3)).toBe('Anzahl gemäß Suchvorgaben: 27 / Anzeige pro Seite: 13 / Anzeige aktuell: 27-27');
    expect(infoLine(27, 13, 1)).toBe('Anzahl gemäß Suchvorgaben: 27 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-13');
    expect(infoLine(0, 25, 1)).toBe('Anzahl gemäß Suchvorgaben: 0 / Anzeige pro Seite: 25 / Anzeige aktuell: 0-0');
  });
});

describe('page size (orders.md §9, account-admin.md §9)', () => {
  it('opens with the stored rowsInGrid when the list offers it, else 13', () => {
    expect([13, 25, 50, 100].map((n) => initialPageSize(n, grid))).toEqual([13, 25, 50, 100]);
    expect([undefined, null, 0, 20, 1000, Number.NaN].map((n) => initialPageSize(n, grid))).toEqual([
      13, 13, 13, 13, 13, 13,
    ]);
  });
});

describe('sort cycle (account-admin.md §4)', () => {
  it('goes 0 → 1 → 2 → 0', () => {
    expect([0, 1, 2].map((d) => nextSortDirection(d as 0 | 1 | 2))).toEqual([1, 2, 0]);
  });

  it('cycles one column and starts another ascending', () => {
    let sort = cycleSort(null, 'datum');
    expect(sort).toEqual({ columnId: 'datum', direction: 1 });
    sort = cycleSort(sort, 'datum');
    expect(sort).toEqual({ columnId: 'datum', direction: 2 });
    expect(cycleSort(sort, 'datum')).toBeNull();
    expect(cycleSort(sort, 'status')).toEqual({ columnId: 'status', direction: 1 });
  });

  it('builds sortBy from the sort field, descending with a minus', () => {
    const columns = gridColumns(
      {
        id: 't',
        title: 't',
        rowKey: 'id',
        order: ['a', 'b'],
        columns: {
          a: { header: 'A', field: 'empfaengerAdresse.name' },
          b: { header: 'B', field: 'status.kurzBezeichnung', sortField: 'status.id' },
        },
      },
      grid.columnWidth,
    );
    expect(sortParam({ columnId: 'a', direction: 1 }, columns)).toBe('empfaengerAdresse.name');
    expect(sortParam({ columnId: 'b', direction: 2 }, columns)).toBe('-status.id');
    expect(sortParam(null, columns)).toBeUndefined();
  });
});

describe('column width rule (orders.md §9)', () => {
  it('is 9 px per character + 30, at least 70, 390 over 40 characters', () => {
    expect(columnWidth('', grid.columnWidth)).toBe(70);
    expect(columnWidth('PLZ', grid.columnWidth)).toBe(70);
    expect(columnWidth('Status', grid.columnWidth)).toBe(84);
    expect(columnWidth('Auftragsnummer', grid.columnWidth)).toBe(156);
    expect(columnWidth('x'.repeat(40), grid.columnWidth)).toBe(390);
    expect(columnWidth('x'.repeat(41), grid.columnWidth)).toBe(390);
    expect(columnWidth('x'.repeat(120), grid.columnWidth)).toBe(390);
  });
});
