import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ArrayFieldTemplate.stories';

const { Empty, Filled, ReadOnly } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('ArrayFieldTemplate', () => {
  it('is a group named by the array title with an add button', () => {
    render(<Empty />);
    const packages = screen.getByRole('group', { name: 'Packstücke' });
    expect(within(packages).getByRole('heading', { name: 'Packstücke' })).toBeDefined();
    expect(within(packages).getByRole('button', { name: 'Hinzufügen' })).toBeDefined();
    expect(within(packages).queryByRole('spinbutton', { name: 'Anzahl' })).toBeNull();
  });

  it('adds and removes rows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    const packages = screen.getByRole('group', { name: 'Packstücke' });
    expect(within(packages).getAllByRole('spinbutton', { name: 'Anzahl' })).toHaveLength(2);

    await user.click(within(packages).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(packages).getAllByRole('spinbutton', { name: 'Anzahl' })).toHaveLength(3);

    await user.click(within(packages).getAllByRole('button', { name: 'Entfernen' })[0]);
    const rows = onChange.mock.lastCall?.[0].formData.packstuecke;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ anzahl: 1, verpackung: 'Karton', gewicht: 12.5 });
  });

  it('disables add and remove when read-only', () => {
    render(<ReadOnly />);
    const packages = screen.getByRole('group', { name: 'Packstücke' });
    expect(within(packages).getByRole<HTMLButtonElement>('button', { name: 'Hinzufügen' }).disabled).toBe(true);
    const removes = within(packages).getAllByRole<HTMLButtonElement>('button', { name: 'Entfernen' });
    expect(removes.map((remove) => remove.disabled)).toEqual([true, true]);
  });
});
