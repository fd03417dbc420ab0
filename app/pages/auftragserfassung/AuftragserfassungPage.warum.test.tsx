import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { withExplainMode } from '../../storybook';
import * as stories from './AuftragserfassungPage.stories';

const { WarumModus, NeuerAuftrag } = composeStories(stories);

afterEach(cleanup);

/** Opens the explanation of a field by its 'Warum?' button and returns the popover. */
async function explain(name: string, scope: Pick<typeof screen, 'findByRole'> = screen) {
  fireEvent.click(await scope.findByRole('button', { name: `Warum? ${name}` }));
  return screen.findByRole('dialog', { name: `Warum? ${name}` });
}

// The whole capture page renders per test: generous time on a shared machine (no speed is asserted here).
describe('AuftragserfassungPage: Warum?', { timeout: 30000 }, () => {
  it("explains a field's limit with the file and JSON pointer that set it", async () => {
    render(<WarumModus />);
    const popover = await explain('Empfängerreferenz');
    expect(within(popover).getByText(/Zustand/).parentElement?.textContent).toContain(
      'sichtbar, keine Pflicht, änderbar, Höchstlänge 35 Zeichen',
    );
    expect(
      within(popover).getByText(
        'schemas/screens/auftragserfassung.screen.json#/dataSchema/properties/empfaengerReferenz/maxLength',
      ),
    ).toBeTruthy();
  });

  it('names the required list of a nested required field (empfaenger.name)', async () => {
    render(<WarumModus />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Empfänger' }));
    const popover = await explain('Name', within(await screen.findByRole('tabpanel', { name: 'Empfänger' })));
    expect(within(popover).getByText(/Pflicht, änderbar/)).toBeTruthy();
    expect(within(popover).getByText(/„name“ steht in required von „empfaenger“/)).toBeTruthy();
    expect(
      within(popover).getByText(
        'schemas/screens/auftragserfassung.screen.json#/dataSchema/properties/empfaenger/required/0',
      ),
    ).toBeTruthy();
  });

  it('explains a table column from its header, with the overlays that change it', async () => {
    render(<WarumModus />);
    const popover = await explain('Länge cm');
    expect(within(popover).getByText(/variants\/auftragserfassung-metro\.json/)).toBeTruthy();
    expect(within(popover).getAllByText('greift nicht').length).toBeGreaterThan(0);
  });

  it('explains a hidden field from the list of hidden fields: the metro overlay that would show it does not apply', async () => {
    render(<WarumModus />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ausgeblendete Felder' }));
    const list = await screen.findByRole('dialog', { name: 'Ausgeblendete Felder' });
    const popover = await explain('Metro-Kennung', within(list));
    expect(within(popover).getByText(/Zustand/).parentElement?.textContent).toContain('ausgeblendet');
    expect(within(popover).getByText('variants/auftragserfassung-metro.json#/nodes/metrokennung.id')).toBeTruthy();
    expect(within(popover).getByText('greift nicht')).toBeTruthy();
  });

  it('switches the mode off and on with the toolbar toggle', async () => {
    render(<WarumModus />);
    const toggle = await screen.findByRole('button', { name: 'Warum?' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'Warum? Empfängerreferenz' })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Warum? Empfängerreferenz' })).toBeTruthy();
  });

  it("Storybook's global toggle (warum = an) turns the mode on in any screen story, whoever is logged in", async () => {
    render(withExplainMode(() => <NeuerAuftrag />, { globals: { warum: 'an' }, parameters: {} } as never));
    expect((await screen.findByRole('button', { name: 'Warum?' })).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Warum? Empfängerreferenz' })).toBeTruthy();
  });

  it('offers no Warum? to a user who is not an admin', async () => {
    render(<NeuerAuftrag />);
    await screen.findByRole('tab', { name: 'Empfänger' });
    expect(screen.queryByRole('button', { name: 'Warum?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Warum? Empfängerreferenz' })).toBeNull();
  });
});
