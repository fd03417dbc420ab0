import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AdminPage.stories';

const { Statusuebersetzer, Statuskette, KeinZugriff, Hauptmandant } = composeStories(stories);

afterEach(cleanup);

/** Opens the tab Statusübersetzer as its story does. */
async function openTranslator() {
  const { container } = render(<Statusuebersetzer />);
  await Statusuebersetzer.play?.({ canvasElement: container });
  return screen.getByRole('grid', { name: 'Anzeigestatus' });
}
const row = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest('[role=row]') as HTMLElement;

describe('AdminPage: tabs, access and the status translator', () => {
  it('tells a user who may not open the admin area why, instead of a bare heading', async () => {
    render(<KeinZugriff />);
    await screen.findByText('Kein Zugriff');
    expect(screen.getByText(/^Der Adminbereich ist Administratoren vorbehalten\./)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows a main client only the address import', async () => {
    render(<Hauptmandant />);
    await screen.findByRole('tab', { name: 'Adressimport' });
    expect(screen.queryByRole('tab', { name: 'Statusübersetzer' })).toBeNull();
  });

  it('lists the display statuses and creates one with a trimmed name', async () => {
    const grid = await openTranslator();
    await within(grid).findByText('Auftrag erfasst');
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Anzeigestatus' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Bezeichnung/ }), { target: { value: '  Verzollt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Der Anzeigestatus Verzollt wurde erfolgreich gespeichert.');
    await within(grid).findByText('Verzollt');
  });

  it('asks before deleting and shows both refusals of the server', async () => {
    const grid = await openTranslator();
    await within(grid).findByText('Auftrag erfasst');
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Bitte markieren Sie eine Zeile.');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    for (const [name, refusal] of [
      [
        'Auftrag erfasst',
        'Die ersten beiden Anzeigestatus (Auftrag erfasst, Auftrag übernommen) können nicht gelöscht werden.',
      ],
      ['Abgeholt', 'Bitte entfernen Sie zuerst alle zugeordneten Sendungsstati.'],
    ]) {
      fireEvent.click(row(grid, name));
      await waitFor(() =>
        expect((screen.getByRole('textbox', { name: /^Bezeichnung/ }) as HTMLInputElement).value).toBe(name),
      );
      // The toolbar's button comes first; the question of the row before may still be fading out after it.
      fireEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[0]);
      // The question of the row before may still be fading out: take the one asking about this row.
      const question = (await screen.findAllByRole('alertdialog', { hidden: true })).find((d) =>
        within(d).queryByText(`Soll der Anzeigestatus ${name} gelöscht werden?`),
      )!;
      fireEvent.click(within(question).getByRole('button', { name: 'Löschen', hidden: true }));
      await screen.findByText(refusal);
      fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    }
  });
});

describe('AdminPage: shipment statuses of the status translator', () => {
  it('shows each shipment status with the display status it is shown as and assigns a free one', async () => {
    await openTranslator();
    fireEvent.click(screen.getByRole('tab', { name: 'Sendungsstatus' }));
    const grid = await screen.findByRole('grid', { name: 'Sendungsstatus' });
    const free = await within(grid).findByText('Zustellung mit Vorbehalt');
    expect(within(free.closest('[role=row]') as HTMLElement).getByText('frei')).toBeTruthy();
    fireEvent.click(free.closest('[role=row]')!);
    const assign = screen.getByRole('combobox', { name: 'Angezeigt als' });
    // The select's option values are indexes (rjsf); the choice is made by the German name.
    const delivered = await within(assign).findByRole<HTMLOptionElement>('option', { name: 'Zugestellt' });
    fireEvent.change(assign, { target: { value: delivered.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Sendungsstatus speichern' }));
    await screen.findByText('Der Sendungsstatus Zustellung mit Vorbehalt wurde erfolgreich gespeichert.');
    await waitFor(() =>
      expect(
        within(within(grid).getByText('Zustellung mit Vorbehalt').closest('[role=row]') as HTMLElement).queryByText(
          'frei',
        ),
      ).toBeNull(),
    );
  });
});

describe('AdminPage: the default status chain', () => {
  it('lists the chain in order, the first two entries fixed, the others with a handle for mouse and keyboard', async () => {
    const { container } = render(<Statuskette />);
    await Statuskette.play?.({ canvasElement: container });
    const chain = screen.getByRole('list', { name: 'Standard-Statuskette' });
    const entries = within(chain).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'fest1.Auftrag erfasst',
      'fest2.Auftrag übernommen',
      '3.Abgeholt',
      '4.Im Umschlaglager',
      '5.In Zustellung',
      '6.Zugestellt',
    ]);
    expect(within(entries[0]).queryByRole('button')).toBeNull();
    expect(within(entries[2]).getByRole('button', { name: 'Abgeholt verschieben' })).toBeTruthy();
  });
});
