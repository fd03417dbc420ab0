import { describe, expect, it } from 'vitest';
import { positionsScreen } from '../fixtures';
import { createContext } from '../logic';
import { createFormStore, createMessageStore } from '../store';
import { validateScreen } from '../validation';
import { watchComputed } from '../computed';
import { maintainTables } from './maintainTables';
import { normalizeRows } from './rows';

describe('normalizeRows', () => {
  it('keeps exactly one trailing empty row, drops empty rows and renumbers', () => {
    const rows = [
      { laufendePosition: 1, inhalt: 'Fliesen' },
      { laufendePosition: 2 },
      { laufendePosition: 3, inhalt: 'Kleber' },
    ];
    expect(normalizeRows(rows, 'laufendePosition')).toEqual([
      { laufendePosition: 1, inhalt: 'Fliesen' },
      { laufendePosition: 2, inhalt: 'Kleber' },
      {},
    ]);
    expect(normalizeRows(undefined)).toEqual([{}]);
    const stable = [{ laufendePosition: 1, inhalt: 'Fliesen' }, {}];
    expect(normalizeRows(stable, 'laufendePosition')).toBe(stable);
  });
});

describe('tables in the store', () => {
  it('adds a new trailing row as soon as the last one is typed into, and computes per row and totals', () => {
    const store = createFormStore<Record<string, unknown>>({});
    const stop = maintainTables(positionsScreen, store);
    const base = {
      session: {},
      config: { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' },
      variant: 'default',
    };
    const stopComputed = watchComputed(positionsScreen, store, base);
    expect(store.get('auftragspositionen')).toEqual([{}]);
    store.set('auftragspositionen.0.inhalt', 'Fliesen');
    expect(store.get('auftragspositionen')).toEqual([{ inhalt: 'Fliesen', laufendePosition: 1 }, {}]);
    for (const [k, v] of Object.entries({ anzahl: 2, laenge: 120, breite: 80, hoehe: 150 }))
      store.set(`auftragspositionen.0.${k}`, v);
    expect(store.get('auftragspositionen.0')).toMatchObject({ cbm: 2.88, ldm: 0.8, stellplaetze: 2 });
    expect(store.get('summeCbm')).toBe(2.88);
    store.set('auftragspositionen.0.ldm', 1.5); // typed by the user: kept
    store.set('auftragspositionen.0.anzahl', 3);
    expect(store.get('auftragspositionen.0')).toMatchObject({ cbm: 4.32, ldm: 1.5, stellplaetze: 3 });
    for (const k of ['inhalt', 'anzahl', 'laenge', 'breite', 'hoehe', 'ldm'])
      store.set(`auftragspositionen.0.${k}`, undefined);
    expect(store.get('auftragspositionen')).toEqual([{}]);
    stop();
    stopComputed();
  });
});

describe('rows removed from a table', () => {
  it('reports the first removed row, so messages of the rows that moved up can go (orders.md §4 rows renumbered)', () => {
    const store = createFormStore<Record<string, unknown>>({
      auftragspositionen: [{ inhalt: 'A' }, { inhalt: 'B' }, { inhalt: 'C' }, {}],
    });
    const removed: [string, number][] = [];
    const stop = maintainTables(positionsScreen, store, (table, from) => removed.push([table, from]));
    store.set('auftragspositionen.3.inhalt', 'D'); // a new trailing row: nothing removed
    store.set('auftragspositionen.1.inhalt', '');
    expect(store.get('auftragspositionen')).toEqual([
      { inhalt: 'A', laufendePosition: 1 },
      { inhalt: 'C', laufendePosition: 2 },
      { inhalt: 'D', laufendePosition: 3 },
      {},
    ]);
    expect(removed).toEqual([['auftragspositionen', 1]]);
    stop();
  });

  it('drops the messages of those rows and keeps the others', () => {
    const store = createFormStore<Record<string, unknown>>({});
    const messages = createMessageStore(store);
    const at = (field: string) => ({ field, message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' });
    messages.set([
      at('auftragspositionen.0.inhalt'),
      at('auftragspositionen.1.inhalt'),
      at('auftragspositionen.12.inhalt'),
      at('frankatur.id'),
      at('auftragspositionenAlt.3.x'),
    ]);
    messages.dropRows('auftragspositionen', 1);
    expect(messages.all().map((m) => m.field)).toEqual([
      'auftragspositionen.0.inhalt',
      'frankatur.id',
      'auftragspositionenAlt.3.x',
    ]);
  });
});

describe('validateScreen with tables', () => {
  const rows = [
    { laufendePosition: 1, inhalt: 'Fliesen', bruttoGewicht: 100, nettoGewicht: 120 },
    { laufendePosition: 2, inhalt: 'Kleber' },
    {},
  ];
  it('checks each filled row with its column rules and never the trailing empty row', () => {
    const messages = validateScreen(
      positionsScreen,
      createContext({ data: { auftragspositionen: rows }, config: { isLaengePflichtfeld: 'true' } }),
    );
    expect(messages.map((m) => [m.field, m.message])).toEqual([
      ['auftragspositionen.0.nettoGewicht', 'Nettogewicht darf nicht größer sein als Bruttogewicht.'],
      ['auftragspositionen.0.laenge', 'Feld ist ein Pflichtfeld. Bitte ausfüllen.'],
      ['auftragspositionen.1.bruttoGewicht', 'Feld ist ein Pflichtfeld. Bitte ausfüllen.'],
      ['auftragspositionen.1.laenge', 'Feld ist ein Pflichtfeld. Bitte ausfüllen.'],
    ]);
  });

  it('requires all three dimensions for metro users, and checks limits per row', () => {
    const data = { auftragspositionen: [{ inhalt: 'Fliesen', bruttoGewicht: 90000000, laenge: 1, breite: 1 }] };
    const messages = validateScreen(positionsScreen, createContext({ data, session: { metro: true } }));
    expect(messages.map((m) => m.field)).toEqual(['auftragspositionen.0.bruttoGewicht', 'auftragspositionen.0.hoehe']);
  });
});
