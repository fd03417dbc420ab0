import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

  it('takes on Tab the highlighted option of the typed text, or the option a complete typed text names', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' });
    await userEvent.type(box, 'palette');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Tab}');
    expect(onChange.mock.lastCall?.[0].formData.verpackung).toBe(2);
    expect(box.value).toBe('Einwegpalette');
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}europalette{Tab}');
    expect(onChange.mock.lastCall?.[0].formData.verpackung).toBe(1);
  });

  it('empties the field when the user empties its text and leaves it (Ctrl+A, Backspace, Tab)', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Tab}');
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall?.[0].formData.verpackung).toBeUndefined();
  });

  it('takes nothing when the typed text names no option and the user leaves with the mouse', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}pal');
    await userEvent.click(document.body);
    await waitFor(() => expect(box.value).toBe('Europalette'));
    expect(onChange).not.toHaveBeenCalled();
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
