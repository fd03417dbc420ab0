import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './WerkbankTab.stories';

const { NeueDatei } = composeStories(stories);
afterEach(cleanup);

describe('Varianten-Werkbank', () => {
  it('opens an overlay file: its check, the preview as variant C, the changes per variant', async () => {
    render(<NeueDatei />);
    await screen.findByRole('option', { name: 'auftragserfassung-variante-c.json' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Datei' }), 'auftragserfassung-variante-c');
    // The editor lives in a shadow root (the portal's CSP allows no inline style); the e2e test types into it.
    await screen.findByText('Die Prüfung findet nichts.', undefined, { timeout: 5000 });
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    await within(preview).findByRole('option', { name: 'Variante C (kunde-c)', selected: true });
    const diff = screen.getByRole('table', { name: 'Änderungen je Variante' });
    expect(within(diff).getAllByRole('row').length).toBeGreaterThan(1);
  });
});

describe('Varianten-Werkbank: Spalten', () => {
  it("shows the list's columns for the chosen user, variant A's model for kunde-a", async () => {
    render(<NeueDatei />);
    await screen.findByRole('option', { name: 'auftragserfassung-variante-c.json' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Maske' }), 'auftragsresearch');
    await screen.findByRole('option', { name: 'auftragsresearch-variante-a.json' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Datei' }), 'auftragsresearch-variante-a');
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    const headers = async () =>
      (await within(preview).findAllByRole('columnheader', undefined, { timeout: 5000 })).map((h) => h.textContent);
    await userEvent.selectOptions(within(preview).getByRole('combobox', { name: 'Vorschau als' }), 'default');
    const standard = await headers();
    await userEvent.selectOptions(within(preview).getByRole('combobox', { name: 'Vorschau als' }), 'A');
    await waitFor(async () => expect(await headers()).not.toEqual(standard));
    expect(within(preview).getByRole('grid', { name: 'Spalten der Liste' })).toBeTruthy();
  });
});
