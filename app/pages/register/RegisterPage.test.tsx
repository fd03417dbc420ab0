import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './RegisterPage.stories';
import { preloadAllPages } from '../../routing';

const { Leer, MitFehlern, NameVergeben, Bestaetigt, LinkUngueltig } = composeStories(stories);

// The route table loads each page as its own chunk: loaded up front, the pages render as the portal's preloaded ones do.
beforeAll(() => preloadAllPages());
afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('Registrierung', () => {
  it('shows the four sections and keeps PLZ and Ort locked until a country is chosen', async () => {
    render(<Leer />);
    for (const section of ['Benutzer', 'Kundendaten', 'Anschrift', 'Kontakt'])
      expect(await screen.findByText(section)).toBeTruthy();
    expect(field(/^PLZ/).hasAttribute('readonly') || field(/^PLZ/).hasAttribute('disabled')).toBe(true);
    expect(field(/^Ort/).hasAttribute('readonly') || field(/^Ort/).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: /^Land/ }));
    await waitFor(() => expect(screen.getByRole('option', { name: /^DE/ }).getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(within(screen.getByRole('option', { name: /^DE/ })).getByText('DE'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: /^Land/ }).value).toBe('DE'));
    expect(field(/^PLZ/).hasAttribute('readonly') || field(/^PLZ/).hasAttribute('disabled')).toBe(false);
    await userEvent.type(field(/^PLZ/), '10115');
    // Clearing the country clears PLZ and Ort and locks them again.
    await userEvent.click(screen.getByRole('button', { name: 'Land: Auswahl löschen' }));
    expect((field(/^PLZ/) as HTMLInputElement).value).toBe('');
    expect(field(/^PLZ/).hasAttribute('readonly') || field(/^PLZ/).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a short password with the client minimum once, a different repeat and a wrong e-mail', async () => {
    const { container } = render(<MitFehlern />);
    await MitFehlern.play?.({ canvasElement: container });
    const rule = 'Bitte mindestens 8, max. 25Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben';
    const form = within(container.querySelector('form')!);
    expect(await form.findAllByText(rule)).toHaveLength(1);
    expect(form.getAllByText('Die Passwörter sind nicht identisch.').length).toBeGreaterThan(0);
    expect(form.getAllByText('Bitte eine gültige E-Mail-Adresse eingeben.').length).toBeGreaterThan(0);
  });

  it('says at the field that a user name exists, while typing', async () => {
    const { container } = render(<NameVergeben />);
    await NameVergeben.play?.({ canvasElement: container });
    expect(screen.getAllByText('Der Username ist schon vorhanden.').length).toBeGreaterThan(0);
    // A save keeps saying so (the document's check reads the answer), in the list of refusals too.
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() =>
      expect(container.textContent).toContain('Benutzer › Benutzername: Der Username ist schon vorhanden.'),
    );
  });

  it('cancel returns to / (the login)', async () => {
    render(<Leer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('confirms a live link and shows the notice on the login', async () => {
    render(<Bestaetigt />);
    expect(
      await screen.findByText('Ihre E-Mail-Adresse wurde bestätigt. Sie können sich jetzt anmelden.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it("shows the server's message for a used link", async () => {
    render(<LinkUngueltig />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der Bestätigungslink ist ungültig oder abgelaufen.',
    );
  });
});
