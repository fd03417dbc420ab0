import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';
import { useFieldOptions } from './useFieldOptions';

vi.mock('./useFieldOptions', async (original) => {
  const actual = await original<typeof import('./useFieldOptions')>();
  return { useFieldOptions: vi.fn(actual.useFieldOptions) };
});

afterEach(cleanup);

const doc: ScreenDocument = {
  id: 'gebunden',
  dataSchema: {
    type: 'object',
    properties: {
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            inhalt: { type: 'string', title: 'Inhalt' },
            art: { type: 'string', title: 'Art' },
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
      columns: [
        { type: 'field', field: 'inhalt' },
        { type: 'field', field: 'art', widget: 'select', options: { source: 'arten', label: 'name', value: 'id' } },
      ],
    },
  ],
};
const sources = async () => [
  { id: 'K', name: 'Karton' },
  { id: 'P', name: 'Palette' },
];

describe('bindWidget', () => {
  it('sets up option hooks only for fields with an options spec; plain fields still write to the store', async () => {
    const onChange = vi.fn();
    render(
      <ScreenForm
        document={doc}
        formData={{ positionen: [{ inhalt: 'Papier', art: 'P' }] }}
        optionSources={sources}
        onChange={onChange}
        onSubmit={() => undefined}
      />,
    );
    // Two rows (the trailing empty one): only their two 'Art' cells ask for options.
    expect(new Set(vi.mocked(useFieldOptions).mock.calls.map((c) => c[1]))).toEqual(
      new Set(['positionen.0.art', 'positionen.1.art']),
    );
    expect(await screen.findAllByRole('option', { name: 'Palette' })).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), 'e');
    expect(onChange.mock.lastCall?.[0].positionen[0]).toEqual({ inhalt: 'Papiere', art: 'P' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Art (Zeile 1)' }), 'Karton');
    expect(onChange.mock.lastCall?.[0].positionen[0]).toEqual({ inhalt: 'Papiere', art: 'K' });
  });
});
