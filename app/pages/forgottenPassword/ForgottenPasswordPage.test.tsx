import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ForgottenPasswordPage.stories';
import { preloadAllPages } from '../../routing';

const { Anfordern, NeuesPasswort, LinkUngueltig } = composeStories(stories);

// The route table loads each page as its own chunk: loaded up front, the pages render as the portal's preloaded ones do.
beforeAll(() => preloadAllPages());
afterEach(cleanup);

describe('Passwort vergessen', () => {
  it('asks for user name or e-mail and then shows the mail hint, whatever the account', async () => {
    render(<Anfordern />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Benutzername oder E-Mail' }), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Passwort anfordern' }));
    expect(
      await screen.findByText(/haben wir eine E-Mail mit einem Link zum Festlegen eines neuen Passworts gesendet/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
  });

  it('checks the repeat before the server is asked, on a live link', async () => {
    render(<NeuesPasswort />);
    // jsdom gives password inputs no textbox role (Chromium does): found by their labels.
    await userEvent.type(await screen.findByLabelText(/^Neues Passwort/, { selector: 'input' }), 'Neu#Passwort2026');
    await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }), 'anders');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findAllByText('Die Passwörter sind nicht identisch.')).length).toBeGreaterThan(0);
  });

  it('says so for a used or expired link and offers a new one', async () => {
    render(<LinkUngueltig />);
    expect((await screen.findByRole('alert')).textContent).toContain('Der Link ist ungültig oder abgelaufen.');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeTruthy();
  });
});
