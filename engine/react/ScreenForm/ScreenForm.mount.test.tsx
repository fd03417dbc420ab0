import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from './ScreenForm';

afterEach(cleanup);

// A positions table with the theme's text, number and time inputs (the capture screen's 765 cells).
const doc: ScreenDocument = {
  id: 'positionen-aufbau',
  dataSchema: {
    type: 'object',
    properties: {
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            nr: { type: 'integer', title: 'Nr' },
            inhalt: { type: 'string', title: 'Inhalt' },
            gewicht: { type: 'number', title: 'Gewicht' },
            zeit: { type: 'string', title: 'Zeit' },
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
        { type: 'field', field: 'nr', readOnly: true },
        { type: 'field', field: 'inhalt' },
        { type: 'field', field: 'gewicht', widget: 'number' },
        { type: 'field', field: 'zeit', widget: 'time' },
      ],
    },
  ],
};
const rows = Array.from({ length: 10 }, (_, i) => ({
  nr: i + 1,
  inhalt: `Palette ${i + 1}`,
  gewicht: 100 + i,
  zeit: '08:00',
}));

/** How often React committed the form while it mounted. */
function commitsOf(
  form: ScreenDocument,
  data: Record<string, unknown>,
  widgets?: Record<string, (p: WidgetProps) => React.ReactNode>,
): number {
  let commits = 0;
  render(
    <Profiler id="form" onRender={() => (commits += 1)}>
      <ScreenForm document={form} formData={data} widgets={widgets} onSubmit={() => undefined} />
    </Profiler>,
  );
  return commits;
}

describe('ScreenForm mount', () => {
  it('mounts a table of text, number and time inputs in one commit (no second pass from the input groups)', () => {
    expect(commitsOf(doc, { positionen: rows })).toBe(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Gewicht (Zeile 3)' }).value).toBe('102,00');
  });

  it('shows computed values in its first render: no cell renders twice', () => {
    const renders = new Map<string, number>();
    function CountingWidget(props: WidgetProps) {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return (
        <input
          id={props.id}
          aria-label={props.label}
          value={String(props.value ?? '')}
          readOnly
          onChange={() => undefined}
        />
      );
    }
    const computed: ScreenDocument = {
      ...doc,
      layout: [
        {
          ...doc.layout[0],
          columns: [
            { type: 'field', field: 'inhalt', widget: 'zaehler' },
            { type: 'field', field: 'zeit', widget: 'zaehler' },
          ],
        },
      ] as ScreenDocument['layout'],
      computed: [
        { id: 'zeitAusInhalt', forEach: 'positionen', field: 'zeit', value: { cat: [{ var: 'row.inhalt' }, ' um 9'] } },
      ],
    };
    expect(commitsOf(computed, { positionen: rows }, { zaehler: CountingWidget })).toBe(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Zeit (Zeile 3)' }).value).toBe('Palette 3 um 9');
    expect(Math.max(...renders.values())).toBe(1);
  });
});
