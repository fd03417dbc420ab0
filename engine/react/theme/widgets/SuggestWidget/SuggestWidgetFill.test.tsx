import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SuggestWidgetFill.stories';
import { searchAdr } from './suggestFixtures';

const { Leer, Gespeichert } = composeStories(stories);

afterEach(cleanup);

const box = (name: string, row: number) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: `${name} (Zeile ${row})` });
const text = (name: string, row: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `${name} (Zeile ${row})` });
/** The option whose name starts with `label`, once the list answers the typed text (answers to older text stay disabled). */
const answered = async (label: string) => {
  await waitFor(() =>
    expect(screen.getByRole('option', { name: new RegExp(`^${label}`) }).getAttribute('aria-disabled')).toBeNull(),
  );
  return screen.getByRole('option', { name: new RegExp(`^${label}`) });
};
type Line = {
  nr?: number;
  un?: { unnr?: string; id?: number };
  stoff?: { id?: number; klasse?: string; bezeichnung?: string };
  anzahl?: number;
};
/** The lines as the form holds them, from the form's onChange. */
const linesOf = (onChange: ReturnType<typeof vi.fn>) => (onChange.mock.lastCall?.[0] as { zeilen: Line[] }).zeilen;

describe('suggest box with fill: only a choice picked in the list completes data', () => {
  it('fills class and name from a UN number chosen in the list and shows the class id as stored (1203, never 1.203)', async () => {
    const onChange = vi.fn();
    render(<Leer onChange={onChange} />);
    await userEvent.click(box('UN-Nr.', 1));
    fireEvent.change(box('UN-Nr.', 1), { target: { value: '12' } });
    const option = await answered('1203');
    expect(option.textContent).toBe('1203BENZIN'); // the name beside the number (detail)
    fireEvent.click(within(option).getByText('1203'));
    await waitFor(() => expect(box('UN-Nr.', 1).value).toBe('1203'));
    expect(box('Klasse-Id', 1).value).toBe('1203');
    expect([text('Klasse', 1).value, text('Bezeichnung', 1).value]).toEqual(['3', 'BENZIN']);
    expect(linesOf(onChange)[0]).toEqual({
      nr: 1,
      un: { id: 1203, unnr: '1203' },
      stoff: { id: 1203, klasse: '3', bezeichnung: 'BENZIN' },
    });
  });

  it('fills the UN number from a class chosen by name (the other way round)', async () => {
    render(<Leer />);
    await userEvent.click(box('Klasse-Id', 1));
    fireEvent.change(box('Klasse-Id', 1), { target: { value: 'diesel' } });
    fireEvent.click(within(await answered('1202')).getByText('1202'));
    await waitFor(() => expect(box('UN-Nr.', 1).value).toBe('1202'));
    expect(text('Bezeichnung', 1).value).toBe('DIESELKRAFTSTOFF');
  });

  it('never takes typed text: Enter on the list of an earlier text and leaving the box choose nothing', async () => {
    const onChange = vi.fn();
    render(<Leer onChange={onChange} />);
    const un = box('UN-Nr.', 1);
    await userEvent.click(un);
    fireEvent.change(un, { target: { value: '1' } });
    await answered('1202');
    // Typed on without pause: the list still answers '1' (1202 first) and is disabled, so Enter picks nothing.
    fireEvent.change(un, { target: { value: '1203' } });
    expect(screen.getByRole('option', { name: /^1202/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(un, { key: 'Enter' });
    fireEvent.keyUp(un, { key: 'Enter' });
    expect(text('Bezeichnung', 1).value).toBe('');
    // Once the list answers '1203', Enter picks its option.
    await answered('1203');
    expect(screen.queryByRole('option', { name: /^1202/ })).toBeNull();
    fireEvent.keyDown(un, { key: 'Enter' });
    fireEvent.keyUp(un, { key: 'Enter' });
    await waitFor(() => expect(text('Bezeichnung', 1).value).toBe('BENZIN'));
    // Typing into the class box and leaving it without a choice changes nothing.
    const klasse = box('Klasse-Id', 2);
    await userEvent.click(klasse);
    fireEvent.change(klasse, { target: { value: '12' } });
    await answered('1202');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(klasse.value).toBe('');
    expect(linesOf(onChange).map((l) => l.un?.unnr)).toEqual(['1203', undefined]);
  });

  it('clears the filled data with the field; a line left empty is removed and the others renumbered', async () => {
    const onChange = vi.fn();
    render(<Leer onChange={onChange} />);
    for (const [row, typed] of [
      [1, '1202'],
      [2, '1203'],
    ] as const) {
      await userEvent.click(box('UN-Nr.', row));
      fireEvent.change(box('UN-Nr.', row), { target: { value: typed } });
      fireEvent.click(within(await answered(typed)).getByText(typed));
      await waitFor(() => expect(box('UN-Nr.', row).value).toBe(typed));
    }
    fireEvent.click(screen.getByRole('button', { name: 'UN-Nr. (Zeile 1): Auswahl löschen' }));
    // Line 2 moved up: its boxes show its own choice, the trailing empty line shows nothing.
    await waitFor(() => expect(box('UN-Nr.', 1).value).toBe('1203'));
    expect([box('Klasse-Id', 1).value, text('Bezeichnung', 1).value, text('Nr.', 1).value]).toEqual([
      '1203',
      'BENZIN',
      '1',
    ]);
    expect([box('UN-Nr.', 2).value, box('Klasse-Id', 2).value, text('Bezeichnung', 2).value]).toEqual(['', '', '']);
    expect(screen.queryByRole('combobox', { name: 'UN-Nr. (Zeile 3)' })).toBeNull();
    expect(linesOf(onChange)).toEqual([
      { nr: 1, un: { id: 1203, unnr: '1203' }, stoff: { id: 1203, klasse: '3', bezeichnung: 'BENZIN' } },
      {},
    ]);
  });

  it('keeps a line with other data when its choice is cleared, without the class data', async () => {
    const onChange = vi.fn();
    render(<Gespeichert onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Klasse-Id (Zeile 1): Auswahl löschen' }));
    await waitFor(() => expect(box('UN-Nr.', 1).value).toBe(''));
    expect(linesOf(onChange)[0]).toEqual({ nr: 1, un: undefined, stoff: undefined, anzahl: 2 });
  });

  it('shows a stored choice from the data it filled, without asking the source', () => {
    const source = Object.assign(vi.fn(searchAdr), { searches: searchAdr.searches });
    render(<Gespeichert optionSources={source} />);
    expect([box('UN-Nr.', 1).value, box('Klasse-Id', 1).value, text('Bezeichnung', 1).value]).toEqual([
      '1203',
      '1203',
      'BENZIN',
    ]);
    expect(source.mock.calls.every((call) => call[2] === '')).toBe(true);
  });

  it('closes only the list on Escape: the key does not reach the dialog or page around the box', async () => {
    // A dialog closes on Escape through a React key handler around its content, as this one listens.
    const outside = vi.fn((event: { key: string }) => event.key);
    render(
      <div onKeyDown={(event) => outside({ key: event.key })}>
        <Leer />
      </div>,
    );
    await userEvent.click(box('UN-Nr.', 1));
    fireEvent.change(box('UN-Nr.', 1), { target: { value: '12' } });
    await answered('1202');
    fireEvent.keyDown(box('UN-Nr.', 1), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(outside).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    // With the list closed, Escape goes on as usual.
    fireEvent.keyDown(box('UN-Nr.', 1), { key: 'Escape' });
    expect(outside).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });
});
