import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AdressmanagementPage.stories';
import * as capture from '../adresserfassung/AdresserfassungPage.stories';

const { Standard, Hauptmandant, NurLesen } = composeStories(stories);
const { InUebertragung, Kopie } = composeStories(capture);

afterEach(cleanup);

describe('AdressmanagementPage', () => {
  it("lists the address book with the issue's columns and searches it", async () => {
    render(<Standard />);
    const grid = await screen.findByRole('grid', { name: 'Adressen' });
    await within(grid).findByText('Nordsee Fischhandel GmbH');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(
      expect.arrayContaining(
        ['Matchcode', 'Nummer', 'Name', 'Zeile 2', 'LKZ', 'PLZ', 'Ort', 'Ortsteil', 'Straße', 'Kontakt', 'Telefon'].map(
          (h) => expect.stringContaining(h),
        ),
      ),
    );
    const box = screen.getByRole('searchbox', { name: 'Suche' });
    expect(box.getAttribute('placeholder')).toBe('Nummer, Name, PLZ, Ort');
    expect(box.getAttribute('maxlength')).toBe('200');
    fireEvent.change(box, { target: { value: 'zimmermann' } });
    await waitFor(() => expect(within(grid).queryByText('Nordsee Fischhandel GmbH')).toBeNull());
    expect(within(grid).getByText('Zimmermann Holzbau')).toBeTruthy();
  });

  it('asks before it removes an address and reports the removal', async () => {
    render(<Standard />);
    fireEvent.click(await screen.findByText('Zimmermann Holzbau'));
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Soll die Adresse entfernt werden?');
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await screen.findByText('Die Adresse wurde erfolgreich entfernt!');
    await waitFor(() => expect(screen.queryByText('Zimmermann Holzbau')).toBeNull());
  });

  it('offers add, copy and delete only with the edit right', async () => {
    render(<NurLesen />);
    await screen.findByRole('button', { name: 'Bearbeiten' });
    expect(screen.queryByRole('button', { name: 'Hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kopieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    cleanup();
    render(<Standard />);
    expect(await screen.findByRole('button', { name: 'Hinzufügen' })).toBeTruthy();
  });

  it('offers main clients the tenant selector', async () => {
    render(<Hauptmandant />);
    const select = await screen.findByRole('combobox', { name: 'Mandant' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Nordlicht Logistik Bremen'),
    );
  });

  it("searches the chosen tenant's address book (the filter field mandantId is the search parameter)", async () => {
    render(<Hauptmandant />);
    const grid = await screen.findByRole('grid', { name: 'Adressen' });
    await within(grid).findByText('Zimmermann Holzbau');
    const select = await screen.findByRole('combobox', { name: 'Mandant' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Nordlicht Logistik Bremen'),
    );
    fireEvent.change(select, {
      target: {
        value: within(select).getByRole('option', { name: 'Nordlicht Logistik Bremen' }).getAttribute('value'),
      },
    });
    await waitFor(() => expect(within(grid).queryByText('Zimmermann Holzbau')).toBeNull());
    expect(
      within(screen.getByRole('search', { name: 'Suchvorgaben' })).getByRole('searchbox', { name: 'Suche' }),
    ).toBeTruthy();
  });
});

describe('AdresserfassungPage', () => {
  it('shows an address in transfer read-only with the hint and save disabled', async () => {
    render(<InUebertragung />);
    await screen.findByText('Die Adresse ist in Übertragung: bitte kopieren Sie die Adresse und ändern Sie die Kopie.');
    expect(
      (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).readOnly ||
        screen.getByRole('textbox', { name: 'Name' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts a copy without number, matchcode, contact and phone, everything editable', async () => {
    render(<Kopie />);
    await screen.findByRole('heading', { name: 'Kopie der Adresse Hanseatische Kaffeerösterei GmbH' });
    expect((screen.getByRole('textbox', { name: 'Nummer' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Hanseatische Kaffeerösterei GmbH',
    );
    expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(false);
  });
});
