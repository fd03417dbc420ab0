import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './UsermanagementPage.stories';
import * as dialogStories from './UserDialog.stories';

const { Administrator, Hauptbenutzer, Standard } = composeStories(stories);
const { Anlegen, AnlegenMetro, Bearbeiten, EigenerBenutzer } = composeStories(dialogStories);

afterEach(cleanup);

const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0].textContent);

describe('UsermanagementPage', () => {
  it('lists the users in German order with the columns of usermanagement.columns.json and searches', async () => {
    render(<Administrator />);
    const grid = await screen.findByRole('grid', { name: 'Benutzer' });
    await within(grid).findByText('Özdemir');
    expect(names(grid)).toEqual(['admin', 'Ärztehaus-Dispo', 'demo', 'haupt', 'leser', 'Özdemir']);
    expect(within(grid).getAllByText('Standardversion')).toHaveLength(6);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'haupt' } });
    await waitFor(() => expect(names(grid)).toEqual(['haupt']));
  });

  it('offers add and switch by the document rules: switching for admins, adding for admins and main users', async () => {
    render(<Administrator />);
    await screen.findByText('Özdemir');
    expect(screen.getByRole('button', { name: 'zum Benutzer wechseln' })).toBeTruthy();
    cleanup();
    render(<Hauptbenutzer />);
    await screen.findByText('Özdemir');
    expect(screen.queryByRole('button', { name: 'zum Benutzer wechseln' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Benutzer hinzufügen' })).toBeTruthy();
    cleanup();
    render(<Standard />);
    await screen.findByText('Özdemir');
    expect(screen.queryByRole('button', { name: 'Benutzer hinzufügen' })).toBeNull();
  });

  it('names the missing row: edit asks to mark one, switching to choose a user', async () => {
    render(<Administrator />);
    await screen.findByText('Özdemir');
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer bearbeiten' }));
    expect(await screen.findByText('Bitte markieren Sie eine Zeile.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'zum Benutzer wechseln' }));
    expect(await screen.findByText('Bitte Benutzer wählen')).toBeTruthy();
  });

  it('opens the edit dialog by double click', async () => {
    render(<Administrator />);
    fireEvent.doubleClick(await screen.findByText('leser'));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer leser bearbeiten' });
    expect((within(dialog).getByRole('textbox', { name: 'Benutzername' }) as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('UserDialog', () => {
  it('adds: 350 px high, the taken name is named while typing, password required, version read-only', async () => {
    render(<Anlegen />);
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer anlegen' });
    expect(dialog.style.height).toBe('350px');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Benutzername' }), { target: { value: ' Demo ' } });
    expect(await within(dialog).findByText('Der Username ist schon vorhanden.')).toBeTruthy();
    const version = within(dialog).getByRole('combobox', { name: 'Version' }) as HTMLSelectElement;
    expect(version.disabled).toBe(true);
    expect(version.selectedOptions[0].textContent).toBe('Standardversion');
    expect(within(dialog).getByRole('switch', { name: /Aktiv/ })).toBeTruthy();
  });

  it("gives a Metroversion user's new user the Metroversion and hides Aktiv from non-admins", async () => {
    render(<AnlegenMetro />);
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer anlegen' });
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Version' }) as HTMLSelectElement).selectedOptions[0].textContent,
      ).toBe('Metroversion'),
    );
    expect(within(dialog).queryByRole('switch', { name: /Aktiv/ })).toBeNull();
  });

  it('edits: 385 px high, no current password for another user, password optional', async () => {
    render(<Bearbeiten />);
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer haupt bearbeiten' });
    expect(dialog.style.height).toBe('385px');
    expect(within(dialog).queryByLabelText('Bisheriges Passwort')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Benutzer haupt wurde erfolgreich aktualisiert.')).toBeTruthy();
  });

  it('asks the own user for the current password with a new one', async () => {
    render(<EigenerBenutzer />);
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer demo bearbeiten' });
    expect(within(dialog).getByLabelText('Bisheriges Passwort')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Passwort', { exact: true } as never), {
      target: { value: 'Neu#Passwort1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Passwort wiederholen'), { target: { value: 'Neu#Passwort1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    // Required as soon as a new password is typed: the form refuses before any call.
    expect(await within(dialog).findByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeTruthy();
    expect(screen.queryByText('Der Benutzer demo wurde erfolgreich aktualisiert.')).toBeNull();
  });
});
