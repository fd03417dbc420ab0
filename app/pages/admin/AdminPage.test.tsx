import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AdminPage.stories';

const { Adressimport } = composeStories(stories);

afterEach(cleanup);

const header = 'fremdnummer;name;zeile2;zeile3;strasse;hausnummer;zusatz;ortsteil;ort;plz;lkz;kontakt;telefon';
const choose = (content: string, name = 'adressen.csv') => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
};

describe('AdminPage: address import', () => {
  it('previews every row with its line and errors and keeps the import disabled while a row is bad', async () => {
    render(<Adressimport />);
    const importieren = await screen.findByRole('button', { name: 'Importieren' });
    expect(importieren.hasAttribute('disabled')).toBe(true);
    choose(`${header}\r\n1;Gut GmbH;;;;;;;Kiel;24103;DE;;\r\n2;${'X'.repeat(36)};;;;;;;Kiel;24103;DE;;\r\n`);
    await screen.findByText(
      'Die Datei enthält Fehler in 1 Zeilen (Zeile 3); importiert wird nur eine Datei ohne Fehler.',
    );
    expect(screen.getByText('Name: max. 35 Zeichen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importieren' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a file that is no .csv and one with an unknown column', async () => {
    render(<Adressimport />);
    await screen.findByRole('button', { name: 'Importieren' });
    choose('irgendwas', 'adressen.xlsx');
    await screen.findByText('Bitte eine CSV-Datei (.csv) auswählen.');
    choose('name;fax\r\nA;B\r\n');
    await screen.findByText(/^Unbekannte Spalte „fax“/);
  });

  it('asks for the tenant before importing a good file', async () => {
    render(<Adressimport />);
    await screen.findByRole('button', { name: 'Importieren' });
    choose(`${header}\r\n1;Gut GmbH;;;;;;;Kiel;24103;DE;;\r\n`);
    await screen.findByText('1 Adressen gelesen, ohne Fehler.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Importieren' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    await screen.findByText('Bitte Mandant auswählen', { selector: ':not(option)' });
  });
});
