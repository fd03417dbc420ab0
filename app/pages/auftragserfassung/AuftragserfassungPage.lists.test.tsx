import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';

const {
  FruehereListenwerte,
  Tauschgeraete,
  Metro,
  NeuerAuftrag,
  AuftragMitServices,
  AuftragAnsehen,
  AuftragMitTagespreis,
  AuftragBearbeiten,
} = composeStories(stories);

afterEach(cleanup);

const chosen = (name: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.textContent;
const headers = () =>
  within(screen.getByRole('table', { name: 'Auftragspositionen' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
const perType = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => r.textContent);

// The capture document (schemas/screens/auftragserfassung.screen.json) on the page with the reference lists of the tenant.
describe('AuftragserfassungPage: lists of the capture screen', { timeout: 20000 }, () => {
  it("shows a packaging and a load carrier the tenant's lists no longer offer by the order's stored names, in the cells and in Übersicht", async () => {
    render(<FruehereListenwerte />);
    await screen.findByRole('textbox', { name: 'Inhalt (Zeile 2)' });
    await waitFor(() => expect(chosen('Verpackung (Zeile 1)')).toBe('Eimer'));
    expect(chosen('Lademittel (Zeile 1)')).toBe('Chemiepalette');
    // An entry still offered is shown by the list's name.
    expect(chosen('Verpackung (Zeile 2)')).toBe('Karton / Faltschachtel');
    await waitFor(() => expect(perType('Verpackungen je Art')).toEqual(['Eimer3', 'Karton / Faltschachtel2']));
    expect(perType('Lademittel je Art')).toEqual(['Chemiepalette1']);
  });

  it('labels the exchange pallets of the Tauschgeräte panel PA, TR, TB and Y, in this order (orders.md §3)', async () => {
    render(<Tauschgeraete />);
    const panel = await screen.findByRole('group', { name: 'Tauschgeräte' });
    const names = ['PA Europalette', 'TR Tauschrahmen', 'TB Tauschbrett', 'Y Gitterboxpalette'];
    expect(within(panel).getAllByRole('textbox')).toEqual(
      names.map((name) => within(panel).getByRole('textbox', { name })),
    );
  });

  it('gives metro users the metro position columns: Packstücke, no VP-Einheit, LDM or STP, all three dimensions required', async () => {
    render(<Metro />);
    await screen.findByRole('textbox', { name: 'Packstücke (Zeile 1)' });
    expect(headers()).toEqual([
      'Pos.',
      'Packstücke',
      'Verpackung',
      'Anzahl LM',
      'Lademittel',
      'Inhalt *',
      'Gewicht kg *',
      'Länge cm *',
      'Breite cm *',
      'Höhe cm *',
      'CBM',
      'Gefahrgut',
      'Aktionen',
    ]);
    expect(screen.getByRole('combobox', { name: 'Metro-Kennung' })).toBeTruthy();
    cleanup();
    render(<NeuerAuftrag />);
    await screen.findByRole('textbox', { name: 'Anzahl VP (Zeile 1)' });
    expect(headers()).toEqual([
      'Pos.',
      'Anzahl VP',
      'Verpackung',
      'Anzahl LM',
      'Lademittel',
      'VP-Einheit',
      'Inhalt *',
      'Gewicht kg *',
      'Länge cm',
      'Breite cm',
      'Höhe cm',
      'CBM',
      'LDM',
      'STP',
      'Gefahrgut',
      'Aktionen',
    ]);
  });

  it('shows no value for a logical service, only its switch; other services keep their value (orders.md §3 Service)', async () => {
    render(<AuftragMitServices />);
    const services = await screen.findByRole('table', { name: 'Services' });
    await waitFor(() =>
      expect(within(services).getByRole<HTMLInputElement>('textbox', { name: 'Wert (Zeile 2)' }).value).toBe(
        'Herr Meier',
      ),
    );
    // The name is text in its row, not an input box.
    expect(within(services).queryByRole('textbox', { name: 'Service (Zeile 1)' })).toBeNull();
    expect((within(services).getAllByRole('row')[1] as HTMLTableRowElement).cells[1].textContent).toBe('Abtragen');
    expect(within(services).getByRole<HTMLInputElement>('switch', { name: 'aktiv (Zeile 1)' }).checked).toBe(true);
    expect(within(services).queryByRole('textbox', { name: 'Wert (Zeile 1)' })).toBeNull();
    expect(within(services).queryByDisplayValue('true')).toBeNull();
  });

  it.each([
    ['enables Service hinzufügen for an order the user may change', AuftragBearbeiten, false],
    ['disables Service hinzufügen in the read-only view (no edit right)', AuftragAnsehen, true],
    ['disables Service hinzufügen from status 2 on', AuftragMitTagespreis, true],
  ])('%s', async (_, Story, disabled) => {
    render(<Story />);
    await screen.findByRole('textbox', { name: 'Inhalt (Zeile 2)' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Service hinzufügen' }).disabled).toBe(disabled),
    );
  });
});
