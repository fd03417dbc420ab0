import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const { AuftragAnsehen, AuftragBearbeiten } = composeStories(stories);

afterEach(cleanup);

const input = (element: HTMLElement) => element as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// Audit 1: 'Auftrag Details ansehen' without the edit right (orders.md §6) opens the order read-only.
describe('AuftragserfassungPage read-only', { timeout: 20000 }, () => {
  it('shows a stored order read-only to a user without the edit right: fields, cells, row actions, Speichern', async () => {
    render(<AuftragAnsehen />);
    const absender = await screen.findByRole('tabpanel', { name: 'Absender' });
    await waitFor(() =>
      expect(input(within(absender).getByRole('textbox', { name: 'Name' })).value).toBe('Elbe Papierwerke GmbH'),
    );
    expect(input(within(absender).getByRole('textbox', { name: 'Name' })).readOnly).toBe(true);
    expect(input(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' })).readOnly).toBe(true);
    expect(button('Gefahrgut (Zeile 2)').disabled).toBe(true);
    expect(button('Speichern').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Als Vorlage speichern' })).toBeNull();
    // Cancel stays usable: the viewer leaves the order with it.
    fireEvent.click(button('Abbrechen'));
    expect(await screen.findByText('Möchten Sie diesen Auftrag wirklich abbrechen?')).toBeTruthy();
  });

  it('keeps the same order editable for a user with the edit right', async () => {
    render(<AuftragBearbeiten />);
    const absender = await screen.findByRole('tabpanel', { name: 'Absender' });
    await waitFor(() =>
      expect(input(within(absender).getByRole('textbox', { name: 'Name' })).value).toBe('Elbe Papierwerke GmbH'),
    );
    expect(input(within(absender).getByRole('textbox', { name: 'Name' })).readOnly).toBe(false);
    expect(input(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' })).readOnly).toBe(false);
    expect(button('Gefahrgut (Zeile 2)').disabled).toBe(false);
    expect(button('Speichern').disabled).toBe(false);
  });
});
