import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { navigation } from '../../schemas';
import * as stories from './MainMenu.stories';

const { Menue, AuftragsmanagementGeoeffnet, OhneBearbeitungsrecht } = composeStories(stories);

afterEach(cleanup);

function entriesOf(menuName: string): string[] {
  return within(screen.getByRole('menu', { name: menuName }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('MainMenu', () => {
  it('shows one closed button per group of menu.json', () => {
    render(<Menue />);
    for (const group of navigation.groups) expect(screen.getByRole('button', { name: group.label })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens Auftragsmanagement with every entry of menu.json for a user with edit right', async () => {
    const { container } = render(<AuftragsmanagementGeoeffnet />);
    await AuftragsmanagementGeoeffnet.play?.({ canvasElement: container });
    const group = navigation.groups.find((g) => g.id === 'auftragsmanagement')!;
    expect(entriesOf('Auftragsmanagement')).toEqual(group.items.map((i) => i.label));
  });

  it('opens Benutzer-Daten on click', async () => {
    render(<Menue />);
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer-Daten' }));
    expect(await screen.findByRole('menu', { name: 'Benutzer-Daten' })).toBeTruthy();
    expect(entriesOf('Benutzer-Daten')).toEqual(['Adressenmanagement', 'Benutzermanagement']);
  });

  it('leaves the focus where the user puts it after choosing an entry (not back on the group button)', async () => {
    const { container } = render(
      <>
        <AuftragsmanagementGeoeffnet />
        <input aria-label="Erstes Feld" />
      </>,
    );
    await AuftragsmanagementGeoeffnet.play?.({ canvasElement: container });
    await userEvent.click(
      within(screen.getByRole('menu', { name: 'Auftragsmanagement' })).getAllByRole('menuitem')[0]!,
    );
    screen.getByRole('textbox', { name: 'Erstes Feld' }).focus();
    // Past Blueprint's closing animation (300 ms), when a returning focus would move.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Erstes Feld' }));
  });

  it('hides the order entry items from a user without edit right', async () => {
    const { container } = render(<OhneBearbeitungsrecht />);
    await OhneBearbeitungsrecht.play?.({ canvasElement: container });
    expect(entriesOf('Auftragsmanagement')).toEqual(['Auftragsliste', 'Monatlicher CSV-Export']);
  });
});
