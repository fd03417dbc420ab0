import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { appVersion } from '../version';
import * as stories from './AppHeader.stories';

const { Standardbenutzer, Administrator, OhneBearbeitungsrecht } = composeStories(stories);

afterEach(cleanup);

describe('AppHeader', () => {
  it('shows product name, version label, the menu groups and the logged-in user', () => {
    render(<Standardbenutzer />);
    expect(screen.getByText('Disponent Online')).toBeTruthy();
    expect(screen.getByLabelText('Version').textContent).toBe(`Version ${appVersion}`);
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('demo');
    expect(screen.getByRole('button', { name: 'Auftragsmanagement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Benutzer-Daten' })).toBeTruthy();
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
});
