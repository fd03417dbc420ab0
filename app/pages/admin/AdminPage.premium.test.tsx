import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AdminPage.stories';

const { Premiumimport, Adressimport } = composeStories(stories);

afterEach(cleanup);

describe('AdminPage: premium import', () => {
  it('shows the tab Premiumimport with isBexPremium, the import closed until a good file is read', async () => {
    render(<Premiumimport />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Premiumimport' }));
    await screen.findByText('Noch keine Premiumgebiete importiert.');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Importieren' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Vorlage herunterladen' })).toBeTruthy();
    const input = panel.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('.xlsx');
    fireEvent.change(input, { target: { files: [new File(['LKZ;PLZ von'], 'premium.csv', { type: 'text/csv' })] } });
    await screen.findByText('Bitte eine Excel-Datei (.xlsx) auswählen.');
  });

  it('has no tab Premiumimport without isBexPremium', async () => {
    render(<Adressimport />);
    await screen.findByRole('tab', { name: 'Sendungsstatus' });
    expect(screen.queryByRole('tab', { name: 'Premiumimport' })).toBeNull();
  });
});
