import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { captureScreen } from '../fixtures';
import { compareLocations, locateField } from './locateField';
import type { ScreenDocument } from './types';

describe('locateField', () => {
  it('finds a field in a tab with the tabs to select and its label', () => {
    expect(locateField(captureScreen, 'empfaenger.name')).toEqual({
      path: 'empfaenger.name',
      tabs: [{ tabs: 'empfaengerTabs', tab: 'empfaenger' }],
      dialog: undefined,
      label: ['Empfänger', 'Name'],
      rank: [1, 0, 0],
    });
    expect(locateField(captureScreen, 'hinweis')?.tabs).toEqual([{ tabs: 'empfaengerTabs', tab: 'hinweise' }]);
  });

  it('finds a table cell by row and column and labels it like the cell', () => {
    expect(locateField(captureScreen, 'positionen.2.gewicht')).toMatchObject({
      path: 'positionen.2.gewicht',
      tabs: [],
      label: ['Auftragspositionen', 'Gewicht kg (Zeile 3)'],
      rank: [3, 2, 2],
    });
  });

  it("leads a message on a row's dialog lines into the dialog, opened by the row action for that row", () => {
    expect(locateField(captureScreen, 'positionen.1.gefahrgueter.0.unnr')).toMatchObject({
      path: 'zeilen.0.unnr',
      dialog: 'gefahrgutDialog',
      opener: { action: 'gefahrgut', table: 'positionen', index: 1 },
      label: ['Auftragspositionen', 'Gefahrgut (Zeile 2)', 'UN-Nr. (Zeile 1)'],
    });
    expect(locateField(captureScreen, 'zeilen.0.unnr')).toMatchObject({
      path: 'zeilen.0.unnr',
      dialog: 'gefahrgutDialog',
    });
  });

  it('falls back to the first field beneath a path and gives up on what the layout does not show', () => {
    expect(locateField(captureScreen, 'absender')?.path).toBe('absender.name');
    expect(locateField(captureScreen, 'unbekannt')).toBeNull();
    expect(locateField(captureScreen, 'positionen.0.unbekannt')).toBeNull();
  });

  it('orders locations as the layout shows them, unplaced last', () => {
    const paths = ['frankatur', 'positionen.0.inhalt', 'unbekannt', 'absender.name', 'empfaenger.name', 'hinweis'];
    const sorted = paths
      .map((p) => ({ p, at: locateField(captureScreen, p) }))
      .sort((a, b) => compareLocations(a.at, b.at))
      .map((x) => x.p);
    expect(sorted).toEqual([
      'absender.name',
      'empfaenger.name',
      'hinweis',
      'frankatur',
      'positionen.0.inhalt',
      'unbekannt',
    ]);
  });

  it('picks the table whose rowFilter shows the row, and evaluates rule titles', () => {
    const doc: ScreenDocument = {
      id: 'split',
      dataSchema: {
        type: 'object',
        properties: {
          s: { type: 'array', items: { type: 'object', properties: { wert: { type: 'string', title: 'Wert' } } } },
        },
      },
      layout: [
        {
          type: 'table',
          id: 'a',
          field: 's',
          titleRule: { if: [{ var: 'config.x' }, 'A (an)', 'A'] },
          rowFilter: { '!': { var: 'row.intern' } },
          columns: [{ type: 'field', field: 'wert' }],
        },
        {
          type: 'table',
          id: 'b',
          field: 's',
          title: 'B',
          rowFilter: { var: 'row.intern' },
          columns: [{ type: 'field', field: 'wert' }],
        },
      ],
    };
    const context = createContext({ config: { x: 'true' }, data: { s: [{ wert: '1' }, { wert: '2', intern: true }] } });
    expect(locateField(doc, 's.0.wert', context)?.label).toEqual(['A (an)', 'Wert (Zeile 1)']);
    expect(locateField(doc, 's.1.wert', context)?.label).toEqual(['B', 'Wert (Zeile 2)']);
  });
});
