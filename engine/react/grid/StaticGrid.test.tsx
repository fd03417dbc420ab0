import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './StaticGrid.stories';

const { Kurzliste, Markiert, Leer } = composeStories(stories);

afterEach(cleanup);

describe('StaticGrid', () => {
  it('shows every row on one page without a pager and reports a click as the selection', async () => {
    render(<Kurzliste />);
    const grid = screen.getByRole('grid', { name: 'Webhook-Endpunkte' });
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Letzte Seite' })).toBeNull();
    await userEvent.click(within(grid).getAllByRole('row')[3].querySelector('td')!);
    expect(Kurzliste.args.onSelectionChange).toHaveBeenCalledWith([3]);
  });

  it('marks the selected row and shows the empty text without rows', () => {
    render(<Markiert />);
    expect(screen.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    cleanup();
    render(<Leer />);
    expect(screen.getByText('Keine Einträge vorhanden.')).toBeTruthy();
  });
});
