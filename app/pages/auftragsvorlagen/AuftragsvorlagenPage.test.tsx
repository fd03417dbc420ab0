import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragsvorlagenPage.stories';

const { Standard, Hauptbenutzer } = composeStories(stories);

afterEach(cleanup);

describe('AuftragsvorlagenPage', () => {
  it('lists the templates with their columns and searches by name', async () => {
    render(<Standard />);
    const grid = await screen.findByRole('grid', { name: 'Auftragsvorlagen' });
    await within(grid).findByText('Bremen Elektro wöchentlich');
    expect(within(grid).getByText('Weser Elektrotechnik GmbH')).toBeTruthy();
    // The user's stored page size (rowsInGrid 50 of the demo account).
    expect((screen.getByRole('combobox', { name: 'Anzeige pro Seite' }) as HTMLSelectElement).value).toBe('50');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'kaffee' } });
    await waitFor(() => expect(within(grid).queryByText('Bremen Elektro wöchentlich')).toBeNull());
    expect(within(grid).getByText('Kaffee an Lüneburg')).toBeTruthy();
  });

  it('enables delete only by the §6 rule (version 0, or above 0 with isMain) and one marked row', async () => {
    render(<Standard />);
    fireEvent.click(await screen.findByText('Papierrollen Süd'));
    expect(screen.getByRole('button', { name: 'Vorlage löschen' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    render(<Hauptbenutzer />);
    const remove = await screen.findByRole('button', { name: 'Vorlage löschen' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByText('Papierrollen Süd'));
    expect(remove.hasAttribute('disabled')).toBe(false);
  });

  it('lets a main client choose the tenant whose templates are searched', async () => {
    render(<Hauptbenutzer />);
    await screen.findByText('Papierrollen Süd');
    const select = await screen.findByRole('combobox', { name: 'Mandant' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Nordlicht Logistik Bremen'),
    );
    // Label, first option and visibility come from the field mandantId of auftragsvorlagen.screen.json.
    expect(within(select).getAllByRole('option')[0].textContent).toBe('Eigener Mandant');
    const bremen = within(select).getByRole('option', { name: 'Nordlicht Logistik Bremen' }) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: bremen.value } });
    expect(await screen.findByText('Bremen Stückgut Süd')).toBeTruthy();
    expect(screen.queryByText('Papierrollen Süd')).toBeNull();
  });

  it('shows no tenant selector to other users', async () => {
    render(<Standard />);
    await screen.findByText('Papierrollen Süd');
    expect(screen.queryByRole('combobox', { name: 'Mandant' })).toBeNull();
  });

  it('lets the user hide a column and saves the layout for the table type auftragsvorlagen', async () => {
    const saves: string[] = [];
    render(<Standard />);
    const fixtureFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') saves.push(new URL(request.url).pathname);
      return fixtureFetch(request);
    }) as typeof fetch;
    const grid = await screen.findByRole('grid', { name: 'Auftragsvorlagen' });
    await within(grid).findByText('Papierrollen Süd');
    fireEvent.click(screen.getByRole('button', { name: 'Spalten anpassen' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Klassifizierung' }));
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).not.toContain('Klassifizierung'),
    );
    await waitFor(() => expect(saves).toEqual(['/api/userAnsichten/save/auftragsvorlagen']));
  });

  it('asks for a row before applying', async () => {
    render(<Standard />);
    await screen.findByText('Bremen Elektro wöchentlich');
    fireEvent.click(screen.getByRole('button', { name: 'Vorlage anwenden' }));
    expect(await screen.findByText('Bitte markieren Sie eine Zeile.')).toBeTruthy();
  });

  it('lets a main user delete the marked template after confirming', async () => {
    render(<Hauptbenutzer />);
    fireEvent.click(await screen.findByText('Papierrollen Süd'));
    fireEvent.click(screen.getByRole('button', { name: 'Vorlage löschen' }));
    expect(await screen.findByText('Soll die Vorlage Papierrollen Süd wirklich gelöscht werden?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Die Auftragsvorlage Papierrollen Süd wurde gelöscht.')).toBeTruthy();
  });
});
