import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';

afterEach(cleanup);

const doc: ScreenDocument = {
  id: 'tabFolge',
  dataSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      nummer: { type: 'string', title: 'Nummer' },
      datum: { type: 'string', format: 'date', title: 'Datum' },
      menge: { type: 'number', title: 'Menge' },
      notiz: { type: 'string', title: 'Notiz' },
    },
  },
  layout: [
    { type: 'field', field: 'name' },
    { type: 'field', field: 'nummer', readOnly: true },
    { type: 'field', field: 'datum', readOnly: true },
    { type: 'field', field: 'menge', readOnly: true },
    { type: 'field', field: 'notiz' },
  ],
};

describe('read-only fields', () => {
  it('are no Tab stops: Tab goes from the first editable field to the next editable one', async () => {
    render(
      <ScreenForm
        document={doc}
        formData={{ nummer: '4711', datum: '2026-11-26', menge: 3 }}
        onSubmit={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notiz' }));
  });
});
