import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { AndererSpeichertZuerst } = composeStories(stories);

afterEach(cleanup);

// A save based on an old version (409): nothing typed is lost, 'Neu laden' shows the stored order.
describe('AuftragserfassungPage: another save came first', { timeout: 20000 }, () => {
  it("shows the server's text, keeps the typed value, and reloads the stored order on Neu laden", async () => {
    render(<AndererSpeichertZuerst />);
    const empfaenger = await screen.findByRole('tabpanel', { name: 'Empfänger' });
    const referenz = () =>
      within(screen.getByRole('tabpanel', { name: 'Empfänger' })).getByRole('textbox', {
        name: 'Empfängerreferenz',
      }) as HTMLInputElement;
    await waitFor(() => expect(referenz().value).toBe('WE-4711'));
    fireEvent.change(within(empfaenger).getByRole('textbox', { name: 'Empfängerreferenz' }), {
      target: { value: 'MEINE-EINGABE' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain(
      'Der Datensatz wurde inzwischen von haupt am 24.11.2026 09:15 geändert. Bitte laden Sie ihn neu.',
    );
    expect(referenz().value).toBe('MEINE-EINGABE');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(referenz().value).toBe('MEINE-EINGABE');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Neu laden' }),
    );
    await waitFor(() => expect(referenz().value).toBe('WE-4711'));
  });
});
