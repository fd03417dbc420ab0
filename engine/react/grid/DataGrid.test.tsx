import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './DataGrid.stories';

const { Standard, VieleSeiten, Leer } = composeStories(stories);

afterEach(cleanup);

const grid = () => screen.getByRole('grid', { name: 'Sendungsliste' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('DataGrid', () => {
  it('renders the visible columns, de-DE cells and the info line', () => {
    render(<Standard />);
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Sendungsnummer',
      'Status',
      'Datum',
      'Empfänger',
      'Empfänger Ort',
      'Gewicht kg',
      'Packstücke',
      'Preis',
      'Währung',
      'Gefahrgut',
    ]);
    expect(bodyRows()).toHaveLength(13);
    const second = within(bodyRows()[1])
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(second).toEqual([
      'HH-2026-001002',
      'Preisermittlung',
      '31.10.2026',
      'Elektro Schäfer KG',
      'München',
      '157,75',
      '4',
      '102,40',
      'EUR',
      'Nein',
    ]);
    expect(within(bodyRows()[0]).getAllByRole('gridcell')[1].textContent).toBe('erfasst');
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 57 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-13'),
    ).toBeTruthy();
  });

  it('pages with first/previous/next/last, the numbers and the page size', async () => {
    render(<Standard />);
    expect(screen.getByRole('button', { name: 'Erste Seite' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(firstCells()[0]).toBe('HH-2026-001014');
    await userEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 57 / Anzeige pro Seite: 13 / Anzeige aktuell: 53-57'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 5' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(firstCells()[0]).toBe('HH-2026-001001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Anzeige pro Seite' }), '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['13', '25', '50', '100']);
  });

  it('shows a window of 10 page numbers', async () => {
    render(<VieleSeiten />);
    const numbers = () => screen.getAllByRole('button', { name: /^Seite \d+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Seite 9' }));
    expect(numbers()).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    await userEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(numbers()).toEqual(['15', '16', '17', '18', '19', '20', '21', '22', '23', '24']);
  });

  it('cycles the sort of a column: ascending, descending, default', async () => {
    render(<Standard />);
    const header = () => within(grid()).getAllByRole('columnheader')[2];
    const button = within(header()).getByRole('button', { name: 'Datum' });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await userEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()[0]).toBe('HH-2026-001057');
    await userEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()[0]).toBe('HH-2026-001001');
    await userEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('selects by click, Ctrl+click and Shift+click; double click opens the row', async () => {
    render(<Standard />);
    const selected = () =>
      bodyRows()
        .filter((r) => r.getAttribute('aria-selected') === 'true')
        .map((r) => r.textContent?.slice(0, 14));
    await userEvent.click(bodyRows()[1]);
    expect(selected()).toEqual(['HH-2026-001002']);
    fireEvent.click(bodyRows()[3], { ctrlKey: true });
    expect(selected()).toEqual(['HH-2026-001002', 'HH-2026-001004']);
    fireEvent.click(bodyRows()[6], { shiftKey: true });
    expect(selected()).toEqual(['HH-2026-001004', 'HH-2026-001005', 'HH-2026-001006', 'HH-2026-001007']);
    await userEvent.click(bodyRows()[0]);
    expect(selected()).toEqual(['HH-2026-001001']);
    await userEvent.dblClick(bodyRows()[2]);
    expect(Standard.args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ nummer: 'HH-2026-001003' }));
  });

  it('moves the focused row with the arrow keys, toggles with Space and opens with Enter', async () => {
    render(<Standard />);
    bodyRows()[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await userEvent.keyboard(' ');
    expect(bodyRows()[2].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp} ');
    expect(bodyRows()[1].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(Standard.args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ nummer: 'HH-2026-001002' }));
  });

  it('changes visibility, order and width and reports the layout', async () => {
    render(<Standard />);
    const handle = within(grid()).getByRole('separator', { name: 'Breite Datum' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // From the width the column shows: '31.10.2026' gives 120 px (orders.md §9), not the header's 75.
    expect(handle.getAttribute('aria-valuenow')).toBe('140');
    await userEvent.click(screen.getByRole('button', { name: 'Spalten anpassen' }));
    const menu = await screen.findByRole('group', { name: 'Spalten anpassen' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Hinweis' }));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Währung' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Status nach vorne' }));
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Status',
      'Sendungsnummer',
      'Datum',
      'Empfänger',
      'Empfänger Ort',
      'Gewicht kg',
      'Packstücke',
      'Preis',
      'Gefahrgut',
      'Hinweis',
    ]);
    const last = Standard.args.onLayoutChange as unknown as {
      mock: { calls: [{ id: string; visible: boolean; width: number }[]][] };
    };
    const layout = last.mock.calls.at(-1)![0];
    expect(layout.find((c) => c.id === 'datum')?.width).toBe(140);
    expect(layout.find((c) => c.id === 'waehrung')?.visible).toBe(false);
  });

  it('sizes a column by its header and the cells shown; a width the user set wins', async () => {
    render(<Standard />);
    const header = (name: string) => within(grid()).getByRole('columnheader', { name });
    // 'Papierfabrik Weißenfels AG' (26 characters): 9 × 26 + 30 px; the header 'Empfänger' alone would give 111.
    expect(header('Empfänger').style.width).toBe('264px');
    expect(header('Status').style.width).toBe('165px');
    const cell = within(bodyRows()[4]).getAllByRole('gridcell')[3];
    expect(cell.textContent).toBe('Papierfabrik Weißenfels AG');
    expect(cell.style.maxWidth).toBe('264px');
    within(grid()).getByRole('separator', { name: 'Breite Empfänger' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(header('Empfänger').style.width).toBe('254px');
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(header('Empfänger').style.width).toBe('254px');
  });

  it('says so when nothing was found', () => {
    render(<Leer />);
    expect(screen.getByText('Keine Einträge gefunden.')).toBeTruthy();
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 0 / Anzeige pro Seite: 13 / Anzeige aktuell: 0-0'),
    ).toBeTruthy();
  });
});
