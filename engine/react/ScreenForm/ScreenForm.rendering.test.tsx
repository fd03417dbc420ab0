import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from './ScreenForm';

afterEach(cleanup);

const renders = new Map<string, number>();
function CountingWidget(props: WidgetProps) {
  renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
  return (
    <input
      id={props.id}
      aria-label={props.label}
      value={String(props.value ?? '')}
      readOnly={props.readonly}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

// 60 positions-like fields plus a rule: 'gewicht_0' is read-only unless 'anzahl_0' is filled.
const names = Array.from({ length: 60 }, (_, i) => `feld_${i}`);
const doc: ScreenDocument = {
  id: 'viele-felder',
  dataSchema: {
    type: 'object',
    properties: Object.fromEntries([...names, 'anzahl_0', 'gewicht_0'].map((n) => [n, { type: 'string', title: n }])),
  },
  layout: [
    ...names.map((field) => ({ type: 'field' as const, field, widget: 'zaehler' })),
    { type: 'field', field: 'anzahl_0', widget: 'zaehler' },
    { type: 'field', field: 'gewicht_0', widget: 'zaehler', readOnly: { '!': { var: 'data.anzahl_0' } } },
  ],
};

describe('ScreenForm rendering', () => {
  it('re-renders only the edited field and the fields whose rules read it', async () => {
    render(<ScreenForm document={doc} widgets={{ zaehler: CountingWidget }} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('gewicht_0') as HTMLInputElement).readOnly).toBe(true);
    renders.clear();
    await userEvent.type(screen.getByLabelText('feld_7'), 'abc');
    expect([...renders.keys()]).toEqual(['root_feld_7']);
    expect(renders.get('root_feld_7')).toBe(3);
    renders.clear();
    await userEvent.type(screen.getByLabelText('anzahl_0'), '5');
    expect([...renders.keys()].sort()).toEqual(['root_anzahl_0', 'root_gewicht_0']);
    expect((screen.getByLabelText('gewicht_0') as HTMLInputElement).readOnly).toBe(false);
  });
});

// A table of 20 positions: each cell counts its renders through the same counting widget.
const tableDoc: ScreenDocument = {
  id: 'positionen-zaehlen',
  dataSchema: {
    type: 'object',
    properties: {
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          required: ['inhalt'],
          properties: {
            nr: { type: 'integer', title: 'Nr' },
            inhalt: { type: 'string', title: 'Inhalt' },
            gewicht: { type: 'string', title: 'Gewicht' },
          },
        },
      },
    },
  },
  layout: [
    {
      type: 'table',
      id: 'positionen',
      field: 'positionen',
      title: 'Positionen',
      sequence: 'nr',
      columns: [
        { type: 'field', field: 'nr', widget: 'zaehler' },
        { type: 'field', field: 'inhalt', widget: 'zaehler' },
        { type: 'field', field: 'gewicht', widget: 'zaehler' },
      ],
    },
  ],
};
const rows = Array.from({ length: 20 }, (_, i) => ({
  nr: i + 1,
  inhalt: `Palette ${i + 1}`,
  gewicht: String(100 + i),
}));

describe('ScreenForm table rendering', () => {
  it('re-renders only the edited cell of row 7, never the other rows', async () => {
    render(
      <ScreenForm
        document={tableDoc}
        formData={{ positionen: rows }}
        widgets={{ zaehler: CountingWidget }}
        onSubmit={() => undefined}
      />,
    );
    renders.clear();
    await userEvent.type(screen.getByLabelText('Gewicht (Zeile 7)'), '5');
    expect([...renders.keys()]).toEqual(['root_positionen_6_gewicht']);
    renders.clear();
    // Typing into the trailing empty row adds a row and numbers it: only that row and the new one render.
    await userEvent.type(screen.getByLabelText('Inhalt (Zeile 21)'), 'K');
    expect(new Set([...renders.keys()].map((id) => id.split('_')[2]))).toEqual(new Set(['20', '21']));
  });
});
