import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AuftragserfassungPage.stories';
import { pickSuggestion } from './gefahrgutTestHelpers';

const { NeuerAuftrag, AuftragBearbeiten, AuftragKopieren, VarianteB, ServicesInternSendungen } =
  composeStories(stories);

afterEach(cleanup);

const value = (element: HTMLElement) => (element as HTMLInputElement).value;
/** The service names of a service table as its rows show them: text, not input boxes (the trailing empty row gives ''). */
const serviceNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1].textContent);

// The whole capture page renders per test: generous time on a shared machine (no speed is asserted here).
describe('AuftragserfassungPage', { timeout: 20000 }, () => {
  it('shows the sender tabs of Nordlicht Hamburg (neutral sender on: abw. Abh., Neutral) and the recipient tab', async () => {
    render(<NeuerAuftrag />);
    await screen.findByRole('tab', { name: 'abw. Abh.' });
    expect(screen.getByRole('tab', { name: 'Neutral' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Empfänger' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    // Gefahrgut is a button of each filled position, not of the toolbar; the trailing empty row has none.
    expect(screen.queryByRole('button', { name: 'Gefahrgut hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gefahrgut (Zeile 1)' })).toBeNull();
  });

  it('opens a stored order by id with its addresses, positions and dangerous goods', async () => {
    render(<AuftragBearbeiten />);
    const absender = await screen.findByRole('tabpanel', { name: 'Absender' });
    await waitFor(() =>
      expect(value(within(absender).getByRole('textbox', { name: 'Name' }))).toBe('Elbe Papierwerke GmbH'),
    );
    expect(value(screen.getByRole('textbox', { name: 'Inhalt (Zeile 2)' }))).toBe('Lösungsmittel');
    expect((screen.getByRole('switch', { name: 'Gefahrgut (Zeile 2)' }) as HTMLInputElement).checked).toBe(true);
    expect(value(screen.getByRole('textbox', { name: 'kg' }))).toBe('962,500');
    // Übersicht: the counts per packaging type and per load-carrier type, by name (orders.md §9).
    const perType = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .map((r) => r.textContent);
    await waitFor(() => expect(perType('Verpackungen je Art')).toEqual(['Karton / Faltschachtel4']));
    await waitFor(() => expect(perType('Lademittel je Art')).toEqual(['Europalette 120 x 80 cm (EPAL)1']));
  });

  it("opens the Gefahrgut dialog of a position from its row button, with that position's lines", async () => {
    render(<AuftragBearbeiten />);
    await screen.findByRole('button', { name: 'Gefahrgut (Zeile 2)' });
    // The row action of position 2 opens the dialog with that position's line.
    fireEvent.click(screen.getByRole('button', { name: 'Gefahrgut (Zeile 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    await waitFor(() => expect(value(within(dialog).getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }))).toBe('1203'));
    expect(within(dialog).queryByRole('textbox', { name: 'Position' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gefahrgut (Zeile 3)' })).toBeNull();
  });

  it('offers the report types in the print menu, without the excluded one, and refuses to print an unsaved order', async () => {
    render(<NeuerAuftrag />);
    fireEvent.click(await screen.findByRole('button', { name: 'Drucken' }));
    const menu = await screen.findByRole('menu', { name: 'Berichte' });
    fireEvent.click(await within(menu).findByText('Auftragsbestätigung'));
    expect(within(menu).queryByText('Intern')).toBeNull();
    expect((await screen.findAllByText('Auftrag muss erst Gespeichert werden.')).length).toBeGreaterThan(0);
  });

  it('gives the Gefahrgut confirm its hint and fills the class data from the UN number chosen in the list', async () => {
    render(<NeuerAuftrag />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Inhalt (Zeile 1)' }), {
      target: { value: 'Lösungsmittel' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gefahrgut (Zeile 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    await pickSuggestion(within(dialog).getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }), '1203', '1203');
    await waitFor(() =>
      expect(value(within(dialog).getByRole('textbox', { name: 'Bezeichnung (Zeile 1)' }))).toBe('BENZIN'),
    );
    fireEvent.mouseEnter(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(
      await screen.findByText(
        'Keine Reaktion? Sind alle Pflichtfelder gefüllt? -> nach rechts scrollen...',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'one section Services without isServicesInternSendungen',
      NeuerAuftrag,
      [['Services', ['Abtragen', 'Lenkeravis', '']]],
    ],
    [
      'chargeable and internal-shipment sections with isServicesInternSendungen',
      ServicesInternSendungen,
      [
        ['Services (kostenpfl.)', ['Abtragen', '']],
        ['Services (Intern. Sendungen)', ['Lenkeravis']],
      ],
    ],
  ])('service sections: %s', async (_, Story, expected) => {
    render(<Story />);
    await waitFor(() =>
      expect(serviceNames(screen.getAllByRole('table', { name: /^Services/ })[0])[0]).toBe('Abtragen'),
    );
    expect(screen.queryAllByRole('textbox', { name: /^Service \(Zeile/ })).toEqual([]);
    const sections = (expected as [string, string[]][]).map(([title]) => [
      title,
      serviceNames(screen.getByRole('table', { name: title })),
    ]);
    expect(sections).toEqual(expected);
    expect(screen.queryAllByRole('table', { name: /^Services/ })).toHaveLength(expected.length);
  });

  it('shows IBAN, BIC and Spot-Preis Nr. in variant B', async () => {
    render(<VarianteB />);
    await screen.findByRole('textbox', { name: 'IBAN' });
    expect(screen.getByRole('textbox', { name: 'Spot-Preis Nr.' })).toBeTruthy();
  });
});

const QUESTION = 'Möchten Sie diesen Auftrag wirklich abbrechen?';
const senderName = () =>
  within(screen.getByRole('tabpanel', { name: 'Absender' })).getByRole('textbox', { name: 'Name' });
const escape = () => fireEvent.keyDown(window, { key: 'Escape' });

// orders.md §2 Cancel / §4 cancel confirmation: Ja → list when the order has an id (or directly_back_2list), else reset; Nein closes.
describe('AuftragserfassungPage: cancel question', { timeout: 20000 }, () => {
  it('asks from the Abbrechen button; Nein closes and keeps the order, Ja on a stored order goes to the list', async () => {
    render(<AuftragBearbeiten />);
    await waitFor(() => expect(value(senderName())).toBe('Elbe Papierwerke GmbH'));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(value(senderName())).toBe('Elbe Papierwerke GmbH');
    escape();
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('heading', { name: 'Auftragsliste' })).toBeTruthy();
  });

  it('opens the question with Escape, but not while a dialog is open', async () => {
    render(<AuftragBearbeiten />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gefahrgut (Zeile 2)' }));
    await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    escape();
    // Escape belongs to the open dialog; the cancel question stays away.
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('Ja on a copy (no id, directly_back_2list off) starts a new order instead of loading the copy again', async () => {
    render(<AuftragKopieren />);
    await waitFor(() => expect(value(senderName())).toBe('Elbe Papierwerke GmbH'));
    escape();
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(value(senderName())).toBe(''));
    expect(screen.queryByRole('heading', { name: 'Auftragsliste' })).toBeNull();
    // The copy's source stays gone (the ?copyId is left), also after the data settled.
    await new Promise((r) => setTimeout(r, 300));
    expect(value(senderName())).toBe('');
  });
});

// orders.md §4 'After a successful create or update' (docs/decisions.md: a create stays on the capture form for the next order).
describe('AuftragserfassungPage: after a successful save', { timeout: 20000 }, () => {
  it('creates a copy: success message with the number, a new empty order, still on the capture screen', async () => {
    render(<AuftragKopieren />);
    await waitFor(() => expect(value(senderName())).toBe('Elbe Papierwerke GmbH'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Auftrag 4712000 wurde erfolgreich gespeichert.')).toBeTruthy();
    await waitFor(() => expect(value(senderName())).toBe(''), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Auftragsliste' })).toBeNull();
  });

  it('updates a stored order: success message, then the order list', async () => {
    render(<AuftragBearbeiten />);
    await waitFor(() => expect(value(senderName())).toBe('Elbe Papierwerke GmbH'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Auftrag 4712000 wurde erfolgreich aktualisiert.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Auftragsliste' })).toBeTruthy();
  });
});

// Audit 4 (orders.md §2 Header): a new order names the current user as capturer, a copy never the source's.
describe('AuftragserfassungPage: capturer in the header', { timeout: 20000 }, () => {
  it('shows the logged-in user (demo) as capturer of a new order', async () => {
    render(<NeuerAuftrag />);
    await waitFor(() => expect(value(screen.getByRole('textbox', { name: 'Erfasser' }))).toBe('demo'));
  });
});

const PREMIUM_NOTICE = 'Der Premium-Service ist mit Gefahrgut nicht erlaubt.';
/** Chooses an option of a select by its German name (rjsf's option values are indexes). */
const choose = async (select: HTMLElement, name: string) => {
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
};
const selected = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

// orders.md §4: Terminart 50–52 (premium) is refused while a position has dangerous goods, and cleared when they are added.
describe('AuftragserfassungPage: premium Terminart and dangerous goods', { timeout: 40000 }, () => {
  it('clears Terminart Premium 10 chosen while position 2 has dangerous goods and says why', async () => {
    render(<AuftragBearbeiten />);
    await screen.findByRole('button', { name: 'Gefahrgut (Zeile 2)' });
    const terminart = screen.getByRole('combobox', { name: 'Terminart' });
    await choose(terminart, 'Premium 10');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(PREMIUM_NOTICE);
    await waitFor(() => expect(selected(screen.getByRole('combobox', { name: 'Terminart' }))).not.toBe('Premium 10'));
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    // Without premium the Terminart stays.
    await choose(screen.getByRole('combobox', { name: 'Terminart' }), 'Fixtermin');
    await waitFor(() => expect(selected(screen.getByRole('combobox', { name: 'Terminart' }))).toBe('Fixtermin'));
  });

  it('clears Terminart Premium 8 when dangerous goods are added to a position and says why', async () => {
    render(<NeuerAuftrag />);
    const terminart = await screen.findByRole('combobox', { name: 'Terminart' });
    await choose(terminart, 'Premium 8');
    await waitFor(() => expect(selected(screen.getByRole('combobox', { name: 'Terminart' }))).toBe('Premium 8'));
    expect(screen.queryByText(PREMIUM_NOTICE)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), { target: { value: 'Lösungsmittel' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Gefahrgut (Zeile 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    await pickSuggestion(within(dialog).getByRole('combobox', { name: 'UN-Nr. (Zeile 1)' }), '1203', '1203');
    await waitFor(() =>
      expect(value(within(dialog).getByRole('textbox', { name: 'Bezeichnung (Zeile 1)' }))).toBe('BENZIN'),
    );
    for (const [name, typed] of [
      ['Anzahl (Zeile 1)', '2'],
      ['Bruttogewicht kg (Zeile 1)', '100'],
      ['Nettogewicht kg (Zeile 1)', '80'],
    ]) {
      const box = within(dialog).getByRole('textbox', { name });
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.blur(box);
    }
    await choose(within(dialog).getByRole('combobox', { name: 'Verpackung (Zeile 1)' }), 'Kanister');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(PREMIUM_NOTICE);
    await waitFor(() => expect(selected(screen.getByRole('combobox', { name: 'Terminart' }))).not.toBe('Premium 8'));
    expect((screen.getByRole('switch', { name: 'Gefahrgut (Zeile 1)' }) as HTMLInputElement).checked).toBe(true);
  });
});
