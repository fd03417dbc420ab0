import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { modalOpenBodyClass } from './ErrorModal';
import * as stories from './ErrorModal.stories';

const { AnmeldungFehlgeschlagen, Serverfehler } = composeStories(stories);

afterEach(cleanup);

describe('ErrorModal', () => {
  it('shows header and message of the server notification and marks the body', () => {
    render(<AnmeldungFehlgeschlagen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Anmeldung fehlgeschlagen' });
    expect(dialog.textContent).toContain('Benutzername oder Passwort ist falsch.');
    expect(document.body.classList.contains(modalOpenBodyClass)).toBe(true);
  });

  it('closes with Ok', async () => {
    render(<AnmeldungFehlgeschlagen />);
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitForElementToBeRemoved(dialog);
    expect(AnmeldungFehlgeschlagen.args.onClose).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains(modalOpenBodyClass)).toBe(false);
  });

  it('closes with the close button titled Fenster schließen', async () => {
    render(<Serverfehler />);
    const dialog = screen.getByRole('alertdialog', { name: 'Fehler' });
    expect(dialog.textContent).toContain('Unbekannter Server Fehler aufgetreten');
    await userEvent.click(screen.getByRole('button', { name: 'Fenster schließen' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: 'Meldung erneut anzeigen' })).toBeTruthy();
  });
});
