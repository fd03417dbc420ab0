import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../screen/types';
import { lintScreen } from './screen';

const doc = (layout: object[], actions: object[] = []) =>
  ({
    id: 's',
    dataSchema: { type: 'object', properties: { a: { type: 'string' }, rows: { type: 'array', items: {} } } },
    layout,
    actions,
  }) as unknown as ScreenDocument;

describe('duplicate shortcuts', () => {
  it('accepts distinct keys on panels, tables and actions', () => {
    const screen = doc(
      [
        { type: 'panel', id: 'p', shortcut: 'Alt+1', children: [{ type: 'field', field: 'a' }] },
        { type: 'table', id: 't', field: 'rows', columns: [], shortcut: 'Alt+2', newRowShortcut: 'Alt+N' },
      ],
      [{ id: 'save', label: 'Speichern', kind: 'submit', shortcuts: ['Strg+S'] }],
    );
    expect(lintScreen(screen, {})).toEqual([]);
  });

  it('refuses a key given twice, naming where it was given first', () => {
    const screen = doc(
      [
        { type: 'panel', id: 'p', shortcut: 'Alt+1', children: [] },
        { type: 'table', id: 't', field: 'rows', columns: [], newRowShortcut: 'Strg+S' },
      ],
      [{ id: 'save', label: 'Speichern', kind: 'submit', shortcuts: ['Alt+1'] }],
    );
    expect(lintScreen(screen, {})).toEqual([
      {
        pointer: '/actions/0/shortcuts/0',
        message: "Tastenkürzel 'Alt+1' ist schon vergeben (/layout/0/shortcut) – ein anderes wählen",
      },
    ]);
  });
});
