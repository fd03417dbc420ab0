import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AppLayout.stories';
import { preloadAllPages } from '../routing';

const { Auftragsliste, Adminbereich } = composeStories(stories);

// The route table loads each page as its own chunk: loaded up front, the pages render as the portal's preloaded ones do.
beforeAll(() => preloadAllPages());
afterEach(cleanup);

describe('AppLayout', () => {
  it('renders the header above the routed placeholder page', () => {
    render(<Auftragsliste />);
    expect(screen.getAllByLabelText(/^Angemeldeter Benutzer/)[0].textContent).toBe('demo');
    expect(screen.getByRole('main').textContent).toContain('Auftragsliste');
    expect(screen.getByRole('heading', { name: 'Auftragsliste' })).toBeTruthy();
  });

  it('navigates to the page of a menu entry', async () => {
    render(<Auftragsliste />);
    await userEvent.click(screen.getByRole('button', { name: 'Auftragsmanagement' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Auftragsvorlagen' }));
    expect(await screen.findByRole('heading', { name: 'Auftragsvorlagen' })).toBeTruthy();
  });

  it('shows the admin area to the admin', () => {
    render(<Adminbereich />);
    expect(screen.getByRole('button', { name: 'Adminbereich' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Adminbereich' })).toBeTruthy();
  });

  it('returns to the login page after Logout', async () => {
    render(<Auftragsliste />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
