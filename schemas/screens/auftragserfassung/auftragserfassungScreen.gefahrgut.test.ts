import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  isEmptyRow,
  normalizeRows,
  storedOption,
  tableNodes,
  toOptions,
  type FieldNode,
} from '../../../engine/core';
import { auftragserfassungScreen } from '..';

/** The dangerous-goods dialog's table of schemas/screens/auftragserfassung.screen.json and its two choice columns. */
const table = tableNodes(auftragserfassungScreen.layout).find((t) => t.id === 'gefahrgutTabelle')!;
const column = (field: string) => table.columns.find((c) => c.field === field) as FieldNode;
/** UN 1203 as the capture page's option source 'gefahrgut' answers it (a line's two objects). */
const benzin = {
  gefahrgutklasse: {
    id: 1203,
    klasse: '3',
    bezeichnung: 'BENZIN',
    verpackungscode: 'II',
    sondervorschrift: '243 534 664',
  },
  gefahrgutUnnr: { id: 1203, unnr: '1203' },
};

// orders.md §4 'A gefahrgut line: choosing a UN number fills the class data and vice versa'; rows that become fully empty are removed.
describe("Auftragserfassung: the Gefahrgut dialog's UN number and class", () => {
  it.each(['gefahrgutUnnr.unnr', 'gefahrgutklasse.id'])(
    '%s is a suggest box over the ADR search whose choice fills both objects',
    (field) => {
      const node = column(field);
      expect(node.widget).toBe('suggest');
      expect(node.options).toMatchObject({
        source: 'gefahrgut',
        value: field,
        label: field,
        fill: { gefahrgutUnnr: 'gefahrgutUnnr', gefahrgutklasse: 'gefahrgutklasse' },
      });
      const [option] = toOptions([benzin], node.options!);
      expect(option).toMatchObject({ label: '1203', detail: 'BENZIN' });
      const line = applyChoice(node.options!, { laufendeNummer: 1, anzahl: 2 }, field, option);
      expect(line).toEqual({ laufendeNummer: 1, anzahl: 2, ...benzin });
      expect(storedOption(node.options!, line, option.value)).toMatchObject({ label: '1203' });
    },
  );

  it('clears the class data with the UN number, so a line with nothing else is removed and the others renumbered', () => {
    const node = column('gefahrgutUnnr.unnr');
    const rows = [
      { laufendeNummer: 1, begrenztemenge: false, ...benzin },
      { laufendeNummer: 2, anzahl: 1, ...benzin },
      {},
    ];
    const cleared = applyChoice(node.options!, rows[0], 'gefahrgutUnnr.unnr', undefined);
    expect(isEmptyRow(cleared, table.sequence)).toBe(true);
    expect(normalizeRows([cleared, rows[1], rows[2]], table.sequence)).toEqual([{ ...rows[1], laufendeNummer: 1 }, {}]);
  });

  it('shows ids and UN numbers as they are: no column of the dialog formats an id as a number', () => {
    const ids = table.columns.filter((c) => c.field.endsWith('.id') || c.field.endsWith('.unnr'));
    expect(ids.map((c) => [c.field, c.widget])).toEqual([
      ['gefahrgutUnnr.unnr', 'suggest'],
      ['gefahrgutklasse.id', 'suggest'],
      ['verpackung.id', 'select'],
    ]);
  });
});
