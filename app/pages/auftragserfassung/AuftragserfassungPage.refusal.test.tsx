import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { ServerLehntAb } = composeStories(stories);

afterEach(cleanup);

// The server's field notifications on a save (orders.md §8) go where the form's own messages go: fields and summary.
describe('AuftragserfassungPage: the server refuses a save', { timeout: 20000 }, () => {
  it("focuses the first refused field and leads from the summary into position 2's Gefahrgut dialog", async () => {
    render(<ServerLehntAb />);
    const empfaenger = await screen.findByRole('tabpanel', { name: 'Empfänger' });
    const referenz = within(empfaenger).getByRole('textbox', { name: 'Empfängerreferenz' }) as HTMLInputElement;
    await waitFor(() => expect(referenz.value).toBe('WE-4711'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const summary = await screen.findByRole('alert', {
      name: 'Der Auftrag wurde nicht gespeichert. Bitte prüfen Sie:',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Empfänger › Empfängerreferenz', 'Auftragspositionen › Gefahrgut (Zeile 2) › Anzahl (Zeile 1)']);
    await waitFor(() => expect(document.activeElement).toBe(referenz));
    expect(within(empfaenger).getByText('max. 35 Zeichen')).toBeTruthy();

    fireEvent.click(
      within(summary).getByRole('link', { name: 'Auftragspositionen › Gefahrgut (Zeile 2) › Anzahl (Zeile 1)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    // The dialog edits position 2's line (UN 1203), the server's message sits at its count.
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }) as HTMLInputElement).value).toBe(
        '1203',
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Anzahl (Zeile 1)' })),
    );
    expect(within(dialog).getByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeTruthy();
  });
});
