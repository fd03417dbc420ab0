import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { THEME_STORAGE_KEY } from '../theme';
import { appVersion } from '../version';
import * as stories from './AppHeader.stories';

const { Standardbenutzer, Administrator, OhneBearbeitungsrecht, Entwicklungsrechner, Themenauswahl, ThemaEco } =
  composeStories(stories);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('AppHeader', () => {
  it('shows product name, version label, the menu groups and the logged-in user', () => {
    render(<Standardbenutzer />);
    expect(screen.getByText('Disponent Online')).toBeTruthy();
    expect(screen.getByLabelText('Version').textContent).toBe(`Version ${appVersion}`);
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('demo');
    expect(screen.getByRole('button', { name: 'Auftragsmanagement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Benutzer-Daten' })).toBeTruthy();
  });

  it('takes its own texts from the navigation document, not from the code', () => {
    const texts = {
      produkt: 'Portal X',
      navigation: 'Kopfzeile',
      version: 'Stand',
      menue: 'Auswahl',
      angemeldet: 'aktiv',
      logout: 'Abmelden',
      sitzung: 'Sitzung',
    };
    render(<Standardbenutzer navigation={{ ...Standardbenutzer.args.navigation!, texts }} />);
    expect(screen.getByText('Portal X')).toBeTruthy();
    expect(document.querySelector('[aria-label="Kopfzeile"]')).toBeTruthy();
    expect(screen.getByLabelText('Stand').textContent).toBe(`Stand ${appVersion}`);
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auswahl' })).toBeTruthy();
  });

  it('offers the admin area to the admin only', () => {
    render(<Standardbenutzer />);
    expect(screen.queryByRole('button', { name: 'Adminbereich' })).toBeNull();
    cleanup();
    render(<Administrator />);
    expect(screen.getByRole('button', { name: 'Adminbereich' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('admin');
  });

  it('hides the admin area from a user without edit right, too', () => {
    render(<OhneBearbeitungsrecht />);
    expect(screen.queryByRole('button', { name: 'Adminbereich' })).toBeNull();
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('leser');
  });

  it('calls onLogout when Logout is clicked', async () => {
    render(<Standardbenutzer />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(Standardbenutzer.args.onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the manual Handbuch.pdf below the portal path in a new tab', () => {
    render(<Standardbenutzer />);
    const hilfe = screen.getAllByRole('button', { name: 'Hilfe' })[0];
    expect(hilfe.getAttribute('href')).toBe(`${import.meta.env.BASE_URL}Handbuch.pdf`);
    expect(hilfe.getAttribute('target')).toBe('_blank');
  });

  it('links the configurator only on a development host', () => {
    render(<Administrator />);
    expect(screen.queryByRole('button', { name: 'Konfigurator' })).toBeNull();
    cleanup();
    render(<Entwicklungsrechner />);
    expect(screen.getByRole('button', { name: 'Konfigurator' })).toBeTruthy();
  });

  it('shows the four theme buttons only with isCustomstylebuttons; a choice is applied, stored, and undone by a second click', async () => {
    render(<Standardbenutzer />);
    expect(screen.queryByRole('group', { name: 'Farbschema' })).toBeNull();
    cleanup();
    render(<Themenauswahl />);
    const group = screen.getByRole('group', { name: 'Farbschema' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bexity', 'MMT', 'Eco', 'PHL']);
    await userEvent.click(within(group).getByRole('button', { name: 'MMT' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('customStyleMMT');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('customStyleMMT');
    expect(within(group).getByRole('button', { name: 'MMT' }).getAttribute('aria-pressed')).toBe('true');
    // The theme's logo beside the product name (decorative: the heading says 'Disponent Online').
    expect(screen.getByText('Disponent Online').querySelector('img')?.getAttribute('src')).toMatch(/logos\/mmt\.svg$/);
    await userEvent.click(within(group).getByRole('button', { name: 'MMT' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows the standard look for a client without the theme buttons, even when another theme was stored', async () => {
    await ThemaEco.load();
    render(<Standardbenutzer />);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('starts with the theme kept in browser storage', async () => {
    await ThemaEco.load();
    render(<ThemaEco />);
    expect(screen.getByRole('button', { name: 'Eco' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('customStyleEco');
  });
});
