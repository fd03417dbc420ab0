import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from './ScreenForm';

afterEach(cleanup);

/** A computed value and a visibility rule that read a mode of the rule context (variants/selection.json `modes`). */
const doc: ScreenDocument = {
  id: 'modi',
  dataSchema: {
    type: 'object',
    properties: {
      menge: { type: 'integer', title: 'Menge' },
      einheit: { type: 'string', title: 'Einheit' },
      hinweis: { type: 'string', title: 'Sonderhinweis' },
    },
  },
  layout: [
    { type: 'field', field: 'menge', widget: 'number' },
    { type: 'field', field: 'einheit', readOnly: true },
    { type: 'field', field: 'hinweis', visible: { var: 'modes.sonder' } },
  ],
  computed: [{ id: 'einheit', field: 'einheit', value: { if: [{ var: 'modes.sonder' }, 'Verpackung', 'Lademittel'] } }],
};

describe('ScreenForm: the modes of the rule context', () => {
  it("hands the caller's modes to computed rules and field rules, as the server's rule context has them", async () => {
    render(
      <ScreenForm
        document={doc}
        context={{ modes: { sonder: true } }}
        formData={{ menge: 2 }}
        onSubmit={() => undefined}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Einheit' }).value).toBe('Verpackung'),
    );
    expect(screen.getByRole('textbox', { name: 'Sonderhinweis' })).toBeTruthy();
  });

  it('without the mode the rules see it off', async () => {
    render(
      <ScreenForm
        document={doc}
        context={{ modes: { sonder: false } }}
        formData={{ menge: 2 }}
        onSubmit={() => undefined}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Einheit' }).value).toBe('Lademittel'),
    );
    expect(screen.queryByRole('textbox', { name: 'Sonderhinweis' })).toBeNull();
  });
});
