import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SuggestWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

describe('SuggestWidget', () => {
  it('shows the label of the stored value', () => {
    render(<Filled />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' }).value).toBe('Europalette');
  });

  it('offers the options matching the typed text and stores the chosen value', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Verpackung' }), 'palette');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Europalette', 'Einwegpalette']);
    await userEvent.click(screen.getByText('Einwegpalette'));
    expect(onChange.mock.lastCall?.[0].formData.verpackung).toBe(2);
  });

  it('says when nothing matches and can be cleared', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verpackung: Auswahl löschen' }));
    expect(onChange.mock.lastCall?.[0].formData.verpackung).toBeUndefined();
    await userEvent.type(screen.getByRole('combobox', { name: 'Verpackung' }), 'Fass');
    expect(await screen.findByText('Keine Treffer')).toBeTruthy();
  });
});
