import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './LayoutTable.stories';

const { Leer, ZweiPositionen, LaengePflicht, MitZeilenaktionen, ServicesEinAbschnitt, ServicesZweiAbschnitte } =
  composeStories(stories);
const REQUIRED = 'Feld ist ein Pflichtfeld. Bitte ausfüllen.';

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table', { name: 'Auftragspositionen' }))
    .getAllByRole('row')
    .slice(1);

describe('LayoutTable', () => {
  it('keeps one empty trailing row and numbers the positions', async () => {
    render(<Leer />);
    expect(rows()).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), 'Fliesen');
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pos. (Zeile 1)' }).value).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pos. (Zeile 2)' }).value).toBe('');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }));
    expect(rows()).toHaveLength(1);
  });

  it('shows the computed CBM, LDM and Stellplätze in German notation', () => {
    render(<ZweiPositionen />);
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'CBM (Zeile 1)' }).value).toBe('2,88');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'LDM (Zeile 1)' }).value).toBe('0,80');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Stellplätze (Zeile 2)' }).value).toBe('0,50');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Summe CBM' }).value).toBe('2,98');
  });

  it('validates per row, never the trailing row, and clears a cell message when its value changes', async () => {
    const onSubmit = vi.fn();
    render(<LaengePflicht onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), 'Fliesen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const [first, trailing] = rows();
    expect(within(first).getAllByText(REQUIRED)).toHaveLength(2); // Gewicht, Länge
    expect(within(trailing).queryByText(REQUIRED)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Länge (cm) (Zeile 1)' }), '120');
    expect(within(rows()[0]).getAllByText(REQUIRED)).toHaveLength(1);
  });

  it('reports a row check at the row field', async () => {
    render(<ZweiPositionen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nettogewicht (kg) (Zeile 2)' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(within(rows()[1]).getByText('Nettogewicht darf nicht größer sein als Bruttogewicht.')).toBeTruthy();
  });
});

describe('LayoutTable row actions', () => {
  it('puts a button named like the cells in each filled row, none in the trailing row, enabled by its row rule', async () => {
    render(<MitZeilenaktionen />);
    expect(rows()).toHaveLength(3);
    const first = screen.getByRole<HTMLButtonElement>('button', { name: 'Gefahrgut (Zeile 1)' });
    expect(first.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Gefahrgut (Zeile 2)' }).disabled).toBe(true);
    expect(within(rows()[2]).queryByRole('button')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Gewicht (kg) (Zeile 2)' }), '12');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Gefahrgut (Zeile 2)' }).disabled).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 3)' }), 'Lack');
    expect(screen.getByRole('button', { name: 'Gefahrgut (Zeile 3)' })).toBeTruthy();
  });

  it('opens the named dialog and reports the action with its row', async () => {
    const onAction = vi.fn();
    render(<MitZeilenaktionen onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gefahrgut (Zeile 1)' }));
    expect(await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' })).toBeTruthy();
    expect(onAction).toHaveBeenCalledWith(
      'gefahrgut',
      expect.objectContaining({ auftragspositionen: expect.any(Array) }),
      expect.anything(),
      { table: 'auftragspositionen', index: 0 },
    );
  });
});

describe('LayoutTable sections of one list', () => {
  const names = (table: string) =>
    within(screen.getByRole('table', { name: table }))
      .queryAllByRole('textbox', { name: /^Service / })
      .map((e) => (e as HTMLInputElement).value);

  it('shows every row under the plain title without the switch', () => {
    render(<ServicesEinAbschnitt />);
    expect(names('Services')).toEqual([
      'Hebebühne',
      'Selbstabholung durch den Empfänger',
      'Telefonavis vor Zustellung',
      '',
    ]);
    expect(screen.queryByRole('table', { name: 'Services (Intern. Sendungen)' })).toBeNull();
  });

  it("splits the rows by the row filters under the titles of the title rule, keeping each row's data index", async () => {
    render(<ServicesZweiAbschnitte />);
    expect(names('Services (kostenpfl.)')).toEqual(['Hebebühne', 'Telefonavis vor Zustellung', '']);
    expect(names('Services (Intern. Sendungen)')).toEqual(['Selbstabholung durch den Empfänger']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Wert (Zeile 3)' }), '040 1234');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Wert (Zeile 3)' }).value).toBe('040 1234');
  });
});

describe('LayoutTable under StrictMode', () => {
  it('keeps rules and tables live after the effect re-run', async () => {
    const { StrictMode } = await import('react');
    render(
      <StrictMode>
        <Leer />
      </StrictMode>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), 'Fliesen');
    expect(rows()).toHaveLength(2);
    for (const [name, value] of [
      ['Anzahl (Zeile 1)', '2'],
      ['Länge (cm) (Zeile 1)', '120'],
      ['Breite (cm) (Zeile 1)', '80'],
      ['Höhe (cm) (Zeile 1)', '150'],
    ]) {
      await userEvent.type(screen.getByRole('textbox', { name }), value);
    }
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'CBM (Zeile 1)' }).value).toBe('2,88');
  });
});
