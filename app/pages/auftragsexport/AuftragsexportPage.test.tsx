import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragsexportPage.stories';

const { Standard, OhneAuftraege } = composeStories(stories);

afterEach(cleanup);

describe('AuftragsexportPage', () => {
  it('exports the default period, shows done/total and hands over the file', async () => {
    const save = vi.fn();
    render(<Standard save={save} />);
    expect(screen.getByRole('status', { name: 'Exportierte Aufträge' }).textContent).toBe('0 / 0');
    expect(screen.getByText('Der Export aller Aufträge des Zeitraums kann einige Minuten dauern.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt des Exports' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aufträge als CSV exportieren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Exportierte Aufträge' }).textContent).toBe('37 / 37');
    expect((save.mock.calls[0][0] as File).name).toMatch(/^Auftraege_\d{4}-\d{2}-02_\d{4}-\d{2}-01\.csv$/);
    expect(await screen.findByText(/Der Export ist abgeschlossen: Auftraege_/)).toBeTruthy();
  });

  it('asks for Excel (.xlsx) with the second button: same period and progress, the sheet named by the document', async () => {
    const save = vi.fn();
    const run = vi.fn(Standard.args.run!);
    render(<Standard save={save} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aufträge als Excel (.xlsx) exportieren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0][0]).toMatchObject({ format: 'xlsx', sheet: 'Aufträge' });
    expect(screen.getByRole('status', { name: 'Exportierte Aufträge' }).textContent).toBe('37 / 37');
    expect((save.mock.calls[0][0] as File).name).toMatch(/^Auftraege_\d{4}-\d{2}-02_\d{4}-\d{2}-01\.xlsx$/);
    // The CSV button asks for CSV.
    fireEvent.click(screen.getByRole('button', { name: 'Aufträge als CSV exportieren' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(run.mock.calls[1][0]).toMatchObject({ format: 'csv' });
  });

  it('refuses a period whose start is after its end with the message as the spec writes it (leading space)', async () => {
    const run = vi.fn();
    render(<Standard run={run} />);
    const bis = screen.getByRole('combobox', { name: /^Datum bis/ });
    fireEvent.change(bis, { target: { value: '01.01.2020' } });
    fireEvent.blur(bis);
    fireEvent.click(screen.getByRole('button', { name: 'Aufträge als CSV exportieren' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
    expect(run).not.toHaveBeenCalled();
  });

  it('says so when the period has no orders', async () => {
    render(<OhneAuftraege />);
    fireEvent.click(screen.getByRole('button', { name: 'Aufträge als CSV exportieren' }));
    expect(await screen.findByText('Für den angegebenen Zeitraum gibt es keine Aufträge')).toBeTruthy();
  });
});
