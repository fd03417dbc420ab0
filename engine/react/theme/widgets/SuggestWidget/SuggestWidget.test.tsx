import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SuggestWidget.stories';

const { Empty, Filled } = composeStories(stories);
// Two options with one name (a firm with two addresses): the name alone chooses neither.
const twins = {
  type: 'object',
  properties: {
    verpackung: {
      type: 'integer',
      title: 'Verpackung',
      oneOf: [
        { const: 1, title: 'Europalette' },
        { const: 2, title: 'Europalette' },
      ],
    },
  },
};

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

  it('keeps the text typed at once into a field just focused, and starts empty when the list opens again', async () => {
    render(<Empty />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' });
    box.focus();
    fireEvent.change(box, { target: { value: 'palette' } });
    // Past the list's opening transition: the opening must not reset what was typed meanwhile.
    await new Promise((done) => setTimeout(done, 400));
    expect(box.value).toBe('palette');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Europalette', 'Einwegpalette']);
    // The list is named after its field.
    expect(screen.getByRole('listbox', { name: 'Verpackung' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(box);
    expect(box.value).toBe('');
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

  it('takes nothing for a typed text that names two options; the click on the second takes the second', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} schema={twins as never} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Verpackung' });
    // rjsf itself reports the form once on mount for this schema; the widget's own choices come after.
    onChange.mockClear();
    await userEvent.type(box, 'europalette');
    await userEvent.click(document.body);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(box, 'europalette');
    const [, second] = await screen.findAllByRole('option');
    await userEvent.click(within(second).getByText('Europalette'));
    expect(onChange.mock.calls.map((c) => c[0].formData.verpackung)).toEqual([2]);
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
