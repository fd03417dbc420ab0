import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { appVersion } from '../../version';
import * as stories from './LoginPage.stories';
import { preloadAllPages } from '../../routing';
import { createStoryApi } from '../../storybook';

const { Anmeldeseite, AnmeldungFehlgeschlagen, Mautrechner } = composeStories(stories);

// The route table loads each page as its own chunk: loaded up front, the pages render as the portal's preloaded ones do.
beforeAll(() => preloadAllPages());
afterEach(cleanup);

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Benutzer' }), username);
  await userEvent.type(screen.getByLabelText('Passwort'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginPage', () => {
  it('shows the form, the forgotten-password link and, with the default preset, registration', () => {
    render(<Anmeldeseite />);
    expect(screen.getByRole('textbox', { name: 'Benutzer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
  });

  it('is one main landmark with one h1; an empty submit says once what is missing; the info box is beside it', async () => {
    render(<Anmeldeseite />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Disponent Online']);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Bitte Benutzer und Passwort eingeben')).toHaveLength(1);
    // The sanitiser comes with the info box, in a chunk of its own.
    expect((await screen.findByRole('region', { name: 'Hinweise' })).textContent).toBe(
      'Willkommen bei Disponent Online – Ihrem Auftragsportal.',
    );
  });

  it("shows the client logo linking to the client's website in a new window, the footer logo and the version label", () => {
    render(<Anmeldeseite />);
    const link = screen.getByRole('link', { name: 'Internetseite des Kunden (öffnet ein neues Fenster)' });
    expect(link.getAttribute('href')).toBe('https://www.disponent-online.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Kundenlogo' }).getAttribute('src')).toMatch(
      /logos\/disponent-online\.svg$/,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('img')?.getAttribute('alt')).toBe('Disponent Online');
    expect(screen.getByLabelText('Version').textContent).toBe(`Version ${appVersion}`);
  });

  it('leads to the order list after a successful login', async () => {
    render(<Anmeldeseite />);
    await logIn('demo', 'Disponent#2026');
    expect(await screen.findByRole('heading', { name: 'Auftragsliste' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('demo');
  });

  it('opens the error modal for a wrong password and stays on the login page', async () => {
    const { container } = render(<AnmeldungFehlgeschlagen />);
    await AnmeldungFehlgeschlagen.play?.({ canvasElement: container });
    const dialog = screen.getByRole('alertdialog', { name: 'Anmeldung fehlgeschlagen' });
    expect(dialog.textContent).toContain('Benutzername oder Passwort ist falsch.');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('shows the toll estimate in euro with its explanation (story with the offline answer)', async () => {
    // The story's offline /api (Storybook installs it as a decorator; a component test has no server).
    const api = createStoryApi();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      api(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)),
    );
    const { container } = render(<Mautrechner />);
    await Mautrechner.play?.({ canvasElement: container });
    const result = screen.getAllByRole('status').find((s) => s.textContent?.includes('Geschätzte Maut'))!;
    expect(result.textContent).toContain('Geschätzte Maut: 189,21\u00a0€');
    expect(result.textContent).toContain('davon 795 km mautpflichtig in Deutschland');
    expect(screen.getByRole('textbox', { name: /^Abgangs-PLZ/ }).getAttribute('maxlength')).toBe('5');
    vi.unstubAllGlobals();
  });

  it('follows the forgotten-password link to its public page', async () => {
    render(<Anmeldeseite />);
    await userEvent.click(screen.getByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeTruthy();
  });
});
