import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './CocoPage.stories';
import { preloadAllPages } from '../../routing';

const { Konfigurator, KeinZugriff } = composeStories(stories);

beforeAll(() => preloadAllPages());
afterEach(cleanup);

const chosen = (name: string) =>
  (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('Konfigurator', () => {
  it('builds the switches from the catalogue, grouped by topic, with label and help text', async () => {
    render(<Konfigurator />);
    await screen.findByRole('combobox', { name: 'Kunde' });
    for (const topic of ['Kundenprofil', 'Anmeldung, Menü und Benutzer', 'Termine', 'Track & Trace'])
      expect(screen.getAllByText(topic).length).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: 'Mautrechner' })).toBeTruthy();
    expect(screen.getByText('Mautrechner im Menü anbieten')).toBeTruthy();
    expect(chosen('Spaltenmodell der Auftragsliste')).toBe('default');
  });

  it('a profile button fills the form; both Tauschgeräte and Lademittel are refused before anything is sent', async () => {
    render(<Konfigurator />);
    await screen.findByRole('combobox', { name: 'Kunde' });
    await userEvent.click(screen.getByRole('button', { name: 'Sievers' }));
    expect(chosen('Kunde')).toBe('sievers');
    expect((screen.getByRole('switch', { name: 'Zusätzliche Lademittel' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Tauschgeräte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen Speichern' }));
    expect(
      (await screen.findAllByText('Tauschgeräte und zusätzliche Lademittel dürfen nicht beide gewählt sein.')).length,
    ).toBeGreaterThan(0);
  });

  it('tells a user who is no admin why the page is closed', async () => {
    render(<KeinZugriff />);
    const main = await screen.findByText(/Der Konfigurator ist Administratoren vorbehalten/);
    expect(within(main.closest('section')!).queryByRole('button', { name: 'Änderungen Speichern' })).toBeNull();
  });
});
