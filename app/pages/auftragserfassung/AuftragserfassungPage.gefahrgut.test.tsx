import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';
import { pickSuggestion, valueOf } from './gefahrgutTestHelpers';

const { NeuerAuftrag, AuftragBearbeiten } = composeStories(stories);

afterEach(cleanup);

const REQUIRED = 'Feld ist ein Pflichtfeld. Bitte ausfüllen.';

/** Opens the dialog 'Gefahrgut hinzufügen' of position 1 of a new order (Inhalt filled, so the row has its button). */
async function openDialog() {
  render(<NeuerAuftrag />);
  fireEvent.change(await screen.findByRole('textbox', { name: 'Inhalt (Zeile 1)' }), {
    target: { value: 'Lösungsmittel' },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Gefahrgut (Zeile 1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
  const box = (name: string, row: number) => within(dialog).getByRole('combobox', { name: `${name} (Zeile ${row})` });
  const text = (name: string, row: number) => within(dialog).getByRole('textbox', { name: `${name} (Zeile ${row})` });
  return { dialog, box, text };
}

/** Types into a number cell and leaves it, as a user does. */
function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

/** Chooses an option of a select by its German name (rjsf's option values are indexes). */
async function choose(select: HTMLElement, name: string) {
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
}

// orders.md §4 'A gefahrgut line: choosing a UN number fills the class data and vice versa' and 'rows that become fully empty
// are removed … Dangerous-goods rows likewise', on the real capture document (suggest boxes over the ADR search, `fill`).
describe('AuftragserfassungPage: Gefahrgut dialog', { timeout: 40000 }, () => {
  it('fills the class data from a UN number chosen in the list and shows ids as stored, without a thousands dot', async () => {
    const { box, text } = await openDialog();
    await pickSuggestion(box('UN-Nr.', 1), '1203', '1203');
    await waitFor(() => expect(valueOf(text('Bezeichnung', 1))).toBe('BENZIN'));
    expect(valueOf(text('Klasse', 1))).toBe('3');
    expect(valueOf(box('Gefahrgutklasse', 1))).toBe('1203');
    expect(valueOf(box('UN-Nr.', 1))).toBe('1203');
  });

  it('fills the UN number from a class chosen by its name', async () => {
    const { box, text } = await openDialog();
    await pickSuggestion(box('Gefahrgutklasse', 1), 'diesel', '1202');
    await waitFor(() => expect(valueOf(box('UN-Nr.', 1))).toBe('1202'));
    expect(valueOf(text('Bezeichnung', 1))).toBe('DIESELKRAFTSTOFF');
    expect(valueOf(box('Gefahrgutklasse', 1))).toBe('1202');
  });

  it('never completes a line from typed text: 1203 typed into Gefahrgutklasse and left with Escape fills nothing', async () => {
    const { dialog, box, text } = await openDialog();
    const klasse = box('Gefahrgutklasse', 1);
    await userEvent.click(klasse);
    fireEvent.change(klasse, { target: { value: '1203' } });
    // The list has answered the typed text, and still nothing is chosen.
    await waitFor(
      () => expect(screen.getByRole('option', { name: /^1203/ }).getAttribute('aria-disabled')).toBeNull(),
      { timeout: 10000 },
    );
    expect(valueOf(text('Bezeichnung', 1))).toBe('');
    fireEvent.keyDown(klasse, { key: 'Escape' });
    // Escape closed the list only: the dialog stays, the line stays empty (no second row was started).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Gefahrgut hinzufügen' })).toBe(dialog);
    expect(valueOf(box('UN-Nr.', 1))).toBe('');
    expect(valueOf(box('Gefahrgutklasse', 1))).toBe('');
    expect(within(dialog).queryByRole('combobox', { name: 'UN-Nr. (Zeile 2)' })).toBeNull();
  });

  it('takes a complete UN number typed into UN-Nr. on Tab and fills the line, as a choice in the list does', async () => {
    const { text, box } = await openDialog();
    const un = box('UN-Nr.', 1);
    await userEvent.click(un);
    fireEvent.change(un, { target: { value: '1203' } });
    await waitFor(
      () => expect(screen.getByRole('option', { name: /^1203/ }).getAttribute('aria-disabled')).toBeNull(),
      { timeout: 10000 },
    );
    fireEvent.keyDown(un, { key: 'Tab' });
    await waitFor(() => expect(valueOf(text('Bezeichnung', 1))).toBe('BENZIN'));
    expect(valueOf(box('Gefahrgutklasse', 1))).toBe('1203');
  });

  it('clears the class data with the UN number; a line left empty disappears and Übernehmen takes over the others', async () => {
    const { dialog, box, text } = await openDialog();
    await pickSuggestion(box('UN-Nr.', 1), '1203', '1203');
    type(text('Anzahl', 1), '2');
    await choose(within(dialog).getByRole('combobox', { name: 'Verpackung (Zeile 1)' }), 'Kanister');
    type(text('Bruttogewicht kg', 1), '12,5');
    type(text('Nettogewicht kg', 1), '10');
    await pickSuggestion(box('Gefahrgutklasse', 2), 'diesel', '1202');
    await waitFor(() => expect(valueOf(text('Bezeichnung', 2))).toBe('DIESELKRAFTSTOFF'));

    // Line 2 holds nothing but its choice: clearing the UN number clears the class data, and the empty line is removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'UN-Nr. (Zeile 2): Auswahl löschen' }));
    await waitFor(() => expect(valueOf(box('UN-Nr.', 2))).toBe(''));
    expect(valueOf(box('Gefahrgutklasse', 2))).toBe('');
    expect(valueOf(text('Bezeichnung', 2))).toBe('');
    expect(within(dialog).queryByRole('combobox', { name: 'UN-Nr. (Zeile 3)' })).toBeNull();
    expect(valueOf(text('Bezeichnung', 1))).toBe('BENZIN');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gefahrgut hinzufügen' })).toBeNull());
    expect((screen.getByRole('switch', { name: 'Gefahrgut (Zeile 1)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('removes a stored line: emptied, it disappears, and the position has no dangerous goods after Übernehmen', async () => {
    render(<AuftragBearbeiten />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gefahrgut (Zeile 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    const box = (name: string) => within(dialog).getByRole('combobox', { name: `${name} (Zeile 1)` });
    const text = (name: string) => within(dialog).getByRole('textbox', { name: `${name} (Zeile 1)` });
    // The stored choice keeps its label although no search answered it.
    await waitFor(() => expect(valueOf(box('UN-Nr.'))).toBe('1203'));
    expect(valueOf(box('Gefahrgutklasse'))).toBe('1203');

    // Without the UN number the line is incomplete, not refilled: Übernehmen names the missing fields.
    fireEvent.click(within(dialog).getByRole('button', { name: 'UN-Nr. (Zeile 1): Auswahl löschen' }));
    await waitFor(() => expect(valueOf(box('Gefahrgutklasse'))).toBe(''));
    expect(valueOf(box('UN-Nr.'))).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(2);

    // Emptied completely, the line disappears and Übernehmen goes through.
    for (const name of ['Anzahl', 'Bruttogewicht kg', 'Nettogewicht kg']) type(text(name), '');
    await choose(within(dialog).getByRole('combobox', { name: 'Verpackung (Zeile 1)' }), '');
    await waitFor(() => expect(within(dialog).queryByText(REQUIRED)).toBeNull());
    expect(within(dialog).getAllByRole('combobox', { name: /^UN-Nr\./ })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gefahrgut hinzufügen' })).toBeNull());
    expect((screen.getByRole('switch', { name: 'Gefahrgut (Zeile 2)' }) as HTMLInputElement).checked).toBe(false);
  });
});
