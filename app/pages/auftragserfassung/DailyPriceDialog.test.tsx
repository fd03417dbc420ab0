import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './DailyPriceDialog.stories';

const { MitBerechnung, OhneBerechnung, Fehler } = composeStories(stories);
afterEach(cleanup);

const table = (name: string) => screen.getByRole('grid', { name });
const cells = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('gridcell')
        .map((c) => c.textContent),
    );
const header = (name: string) =>
  within(table(name))
    .getAllByRole('columnheader')
    .map((c) => c.textContent);

describe('DailyPriceDialog (Tagespreis)', () => {
  it("shows the calculated parts with de-DE amounts and currency, and the first part's positions", async () => {
    render(<MitBerechnung />);
    expect(await screen.findByRole('dialog', { name: 'Tagespreis' })).toBeTruthy();
    await waitFor(() => expect(cells('Berechnung')).toHaveLength(2));
    expect(header('Berechnung')).toEqual([
      'Bereich',
      'Leistungsdatum',
      'Status',
      'Rechnungsempfänger',
      'Schema',
      'Frachtpfl. Gewicht (kg)',
      'km',
      'Von Ort',
      'Bis Ort',
      'Betrag',
      'Ertrag',
      'Währung',
    ]);
    expect(cells('Berechnung')[0]).toEqual([
      'Fracht',
      '20.11.2026',
      'berechnet',
      'Elbe Papierwerke GmbH',
      'Stückgut national',
      '1.240,5',
      '118,40',
      'Hamburg',
      'Bremen',
      '1.234,56',
      '222,22',
      'EUR',
    ]);
    // Rates and liable amounts with 2 fixed decimals (orders.md §9), like the amounts.
    expect(cells('Positionen der Berechnung').map((r) => [r[0], r[4], r[7], r[8], r[9]])).toEqual([
      ['Fracht', '1.240,50', '8,40', 'EUR', '1.219,67'],
      ['Maut', '1.240,50', '1,20', 'EUR', '14,89'],
    ]);
  });

  it('fits both tables to the dialog: headers and cells wrap between words instead of running out of view', async () => {
    render(<MitBerechnung />);
    await waitFor(() => expect(cells('Berechnung')).toHaveLength(2));
    for (const name of ['Berechnung', 'Positionen der Berechnung']) {
      expect(table(name).style.width).toBe('100%');
      expect(
        within(table(name))
          .getAllByRole('columnheader')
          .every((h) => h.style.whiteSpace === 'normal'),
      ).toBe(true);
    }
  });

  it('opens in the size of the action in the capture document (90% × 690 px, orders.md §2 Modals)', async () => {
    render(<MitBerechnung />);
    const dialog = await screen.findByRole('dialog', { name: 'Tagespreis' });
    expect([dialog.style.width, dialog.style.height]).toEqual(['90%', '690px']);
  });

  it('shows the positions of the part chosen in Berechnung', async () => {
    render(<MitBerechnung />);
    await waitFor(() => expect(cells('Berechnung')).toHaveLength(2));
    await userEvent.click(within(table('Berechnung')).getByRole('gridcell', { name: 'Zustellung' }));
    expect(cells('Positionen der Berechnung').map((r) => [r[0], r[8], r[9], r[11]])).toEqual([
      ['Avis', 'CHF', '25,00', 'Telefonische Avisierung'],
    ]);
  });

  it('says so when there is no calculation and closes with Schließen', async () => {
    render(<OhneBerechnung />);
    await waitFor(() =>
      expect(within(table('Berechnung')).getByText('Für diesen Auftrag liegt keine Berechnung vor.')).toBeTruthy(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(OhneBerechnung.args.onClose).toHaveBeenCalled();
  });

  it('reports a failed load to the page', async () => {
    render(<Fehler />);
    await waitFor(() => expect(Fehler.args.onError).toHaveBeenCalled());
    expect(within(table('Berechnung')).getByText('Für diesen Auftrag liegt keine Berechnung vor.')).toBeTruthy();
  });
});
