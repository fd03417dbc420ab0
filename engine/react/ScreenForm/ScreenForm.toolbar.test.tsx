import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './FormToolbar.stories';
import * as summaryStories from './ErrorSummary.stories';

const { NeuerAuftrag, EinePosition, MitDruckmenue } = composeStories(stories);
const { Abgelehnt, OhneFeld } = composeStories(summaryStories);

afterEach(cleanup);

const REQUIRED = 'Feld ist ein Pflichtfeld. Bitte ausfüllen.';
const tabPanel = (name: string) => screen.getByRole('tabpanel', { name });
const summaryLinks = () =>
  within(screen.getByRole('alert', { name: 'Der Auftrag wurde nicht gespeichert. Bitte prüfen Sie:' })).getAllByRole(
    'link',
  );

describe('ScreenForm toolbar: Save where the user is', () => {
  it('puts the submit action of placement toolbar in the toolbar, in document order, and none below the form', () => {
    render(<MitDruckmenue />);
    const toolbar = screen.getByRole('toolbar', { name: 'Aktionen' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Speichern', 'Abbrechen', 'Drucken']);
    expect(screen.getAllByRole('button', { name: 'Speichern' })).toHaveLength(1);
    expect(document.querySelector('form button[type="submit"]')).toBeNull();
  });

  it('refuses an invalid save: focuses the first invalid field and lists every message with a link, in display order', async () => {
    const onSubmit = vi.fn();
    render(<EinePosition onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summaryLinks().map((a) => a.textContent)).toEqual([
      'Absender › Name',
      'Empfänger › Name',
      'Allgemein › Frankatur',
      'Auftragspositionen › Gewicht kg (Zeile 1)',
    ]);
    expect(summaryLinks()[0].parentElement?.textContent).toBe(`Absender › Name: ${REQUIRED}`);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tabPanel('Absender')).getByRole('textbox', { name: 'Name' })),
    );
  });

  it('jumps from a summary link to a field on another tab and to a table cell', async () => {
    render(<EinePosition />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hinweise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('tab', { name: 'Hinweise' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Empfänger › Name' }));
    expect(screen.getByRole('tab', { name: 'Empfänger' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tabPanel('Empfänger')).getByRole('textbox', { name: 'Name' })),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Auftragspositionen › Gewicht kg (Zeile 1)' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' })),
    );
  });

  it('drops a message from the summary once its field changes, and saves when all are fixed', async () => {
    const onSubmit = vi.fn();
    render(<NeuerAuftrag onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(summaryLinks()).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Frankatur' }), 'frei');
    expect(summaryLinks().map((a) => a.textContent)).toEqual(['Absender › Name', 'Empfänger › Name']);
    await userEvent.type(within(tabPanel('Absender')).getByRole('textbox', { name: 'Name' }), 'Elbe Papier');
    await userEvent.click(screen.getByRole('tab', { name: 'Empfänger' }));
    await userEvent.type(within(tabPanel('Empfänger')).getByRole('textbox', { name: 'Name' }), 'Weser Elektro');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ frankatur: 'frei' }),
      expect.objectContaining({ showErrors: expect.any(Function) }),
    );
  });

  it("shows the server's findings like its own: a dangerous-goods line opens its position's dialog at the cell", async () => {
    const onAction = vi.fn(stories.default.args!.onAction);
    render(
      <EinePosition
        onAction={onAction}
        onSubmit={(_, form) =>
          form.showErrors?.([{ field: 'positionen.0.gefahrgueter.0.unnr', message: REQUIRED, rule: 'required' }])
        }
      />,
    );
    await userEvent.type(within(tabPanel('Absender')).getByRole('textbox', { name: 'Name' }), 'Elbe');
    await userEvent.click(screen.getByRole('tab', { name: 'Empfänger' }));
    await userEvent.type(within(tabPanel('Empfänger')).getByRole('textbox', { name: 'Name' }), 'Weser');
    await userEvent.type(screen.getByRole('textbox', { name: 'Frankatur' }), 'frei');
    await userEvent.type(screen.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gefahrgut hinzufügen' });
    expect(onAction).toHaveBeenCalledWith('gefahrgut', expect.any(Object), expect.any(Object), {
      table: 'positionen',
      index: 0,
    });
    const cell = within(dialog).getByRole('textbox', { name: 'UN-Nr. (Zeile 1)' });
    await waitFor(() => expect(document.activeElement).toBe(cell));
    expect(within(dialog).getByText(REQUIRED)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Auftragspositionen › Gefahrgut (Zeile 1) › UN-Nr. (Zeile 1)' }),
    ).toBeTruthy();
  });
});

describe('ScreenForm: Enter moves on', () => {
  it('moves to the next field (Shift+Enter back) and never submits; a text area keeps Enter for line breaks', async () => {
    const onSubmit = vi.fn();
    render(<EinePosition onSubmit={onSubmit} />);
    const absender = tabPanel('Absender');
    await userEvent.type(within(absender).getByRole('textbox', { name: 'Name' }), 'Elbe{Enter}');
    expect(document.activeElement).toBe(within(absender).getByRole('textbox', { name: 'Ort' }));
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement).toBe(within(absender).getByRole('textbox', { name: 'Name' }));
    // After the sender's Ort comes the recipient tab's Name; the field of the hidden tab Hinweise is passed over.
    await userEvent.type(within(absender).getByRole('textbox', { name: 'Ort' }), 'Hamburg{Enter}');
    expect(document.activeElement).toBe(within(tabPanel('Empfänger')).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Referenz' }), 'LS-4711{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Frankatur' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Hinweise' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Hinweis' }), 'Rampe 3{Enter}bis 10 Uhr');
    expect((screen.getByRole('textbox', { name: 'Hinweis' }) as HTMLTextAreaElement).value).toBe('Rampe 3\nbis 10 Uhr');
    // Read-only cells (Pos. of row 2) are passed over.
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), '{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gewicht kg (Zeile 1)' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Inhalt (Zeile 2)' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits on Enter in a one-step form (enterKey submit)', async () => {
    const onSubmit = vi.fn();
    const login = {
      ...stories.default.args!.document!,
      enterKey: 'submit' as const,
      actions: [{ id: 'anmelden', label: 'Anmelden', kind: 'submit' as const }],
    };
    render(
      <NeuerAuftrag
        document={login}
        onSubmit={onSubmit}
        formData={{ absender: { name: 'A' }, empfaenger: { name: 'B' } }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Frankatur' }), 'frei{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ frankatur: 'frei' }), expect.any(Object));
  });
});

describe('ErrorSummary', () => {
  it('lists a refusal in display order, a dangerous-goods line under its position, and a message without a field without a link', () => {
    render(<Abgelehnt />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Absender › Name',
      'Empfänger › Name',
      'Allgemein › Frankatur',
      'Auftragspositionen › Gewicht kg (Zeile 1)',
      'Auftragspositionen › Gefahrgut (Zeile 1) › UN-Nr. (Zeile 1)',
    ]);
    cleanup();
    render(<OhneFeld />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Der Auftrag ist bereits übertragen.');
  });
});
