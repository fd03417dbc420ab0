import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';

afterEach(cleanup);

const doc: ScreenDocument = {
  id: 'reiter',
  dataSchema: {
    type: 'object',
    properties: {
      absender: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
      abholung: { type: 'object', properties: { name: { type: 'string', title: 'Abholname' } } },
    },
  },
  layout: [
    {
      type: 'tabs',
      id: 'seiten',
      tabs: [
        { type: 'panel', id: 'absender', title: 'Absender', children: [{ type: 'field', field: 'absender.name' }] },
        {
          type: 'panel',
          id: 'abholung',
          title: 'abw. Abholung',
          children: [{ type: 'field', field: 'abholung.name' }],
        },
      ],
    },
  ],
};

describe('LayoutTabs', () => {
  it("mounts a tab's fields when the tab is first shown, then keeps them and their data", async () => {
    render(<ScreenForm document={doc} formData={{ abholung: { name: 'Lager Süd' } }} onSubmit={() => undefined} />);
    expect(document.getElementById('root_absender_name')).not.toBeNull();
    // The hidden tab costs nothing at mount.
    expect(document.getElementById('root_abholung_name')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'abw. Abholung' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Abholname' });
    expect(field.value).toBe('Lager Süd');
    await userEvent.type(field, ' 2');
    await userEvent.click(screen.getByRole('tab', { name: 'Absender' }));
    expect(document.querySelector<HTMLInputElement>('#root_abholung_name')?.value).toBe('Lager Süd 2');
  });
});
