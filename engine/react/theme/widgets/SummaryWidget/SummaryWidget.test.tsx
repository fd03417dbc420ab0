import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SummaryWidget.stories';

const { Leer, DreiPositionen, FruehererListenwert } = composeStories(stories);

afterEach(cleanup);

const lines = () =>
  within(screen.getByRole('table', { name: 'Verpackungen je Art' }))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('SummaryWidget', () => {
  it('lists the count per packaging type by name', async () => {
    render(<DreiPositionen />);
    await screen.findByText('Karton / Faltschachtel', { selector: 'td' });
    expect(lines()).toEqual(['Karton / Faltschachtel4', 'Kanister1']);
  });

  it('follows the positions as they are typed', async () => {
    render(<Leer />);
    expect(screen.queryByRole('table', { name: 'Verpackungen je Art' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Anzahl VP (Zeile 1)' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Verpackung (Zeile 1)' }), 'Kanister');
    expect(await screen.findByText('Kanister', { selector: 'td' })).toBeTruthy();
    expect(lines()).toEqual(['Kanister2']);
  });

  it('shows a packaging that has left the list by the name the position stored, in the select and the overview, never its id', async () => {
    render(<FruehererListenwert />);
    await screen.findByText('Karton / Faltschachtel', { selector: 'td' });
    expect(lines()).toEqual(['Eimer3', 'Karton / Faltschachtel2']);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Verpackung (Zeile 1)' });
    expect(select.selectedOptions[0].textContent).toBe('Eimer');
    // The list's own name wins for an entry still offered; the stored one is no choice for other rows.
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Verpackung (Zeile 2)' }).selectedOptions[0].textContent,
    ).toBe('Karton / Faltschachtel');
    expect(
      within(screen.getByRole('combobox', { name: 'Verpackung (Zeile 3)' })).queryByRole('option', { name: 'Eimer' }),
    ).toBeNull();
    // Another choice leaves the stored entry behind for good.
    await userEvent.selectOptions(select, 'Kanister');
    expect(lines()).toEqual(['Kanister3', 'Karton / Faltschachtel2']);
  });
});
