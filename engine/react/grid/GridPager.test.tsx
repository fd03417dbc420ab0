import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { installTexts } from '../../core';
import * as stories from './GridPager.stories';

const { MitteDerListe, ErsteSeite, LetzteSeiten } = composeStories(stories);
const numbers = () => screen.getAllByRole('button', { name: /^Seite \d+$/ }).map((b) => Number(b.textContent));

afterEach(cleanup);

describe('GridPager', () => {
  it('shows 5 pages before and 4 after the current one', async () => {
    render(<MitteDerListe />);
    expect(numbers()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 312 / Anzeige pro Seite: 13 / Anzeige aktuell: 183-195'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(MitteDerListe.args.onPageChange).toHaveBeenCalledWith(24);
  });

  it('disables going back on the first page and shows the last 10 near the end', () => {
    render(<ErsteSeite />);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    render(<LetzteSeiten />);
    expect(numbers()).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it("shows the texts an app installs over the engine's defaults", () => {
    installTexts({ engine: { lastPage: 'Zum Ende', pageInfo: '{from}–{to} von {total}' } });
    try {
      render(<MitteDerListe />);
      expect(screen.getByRole('button', { name: 'Zum Ende' })).toBeTruthy();
      expect(screen.getByText('183–195 von 312')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Erste Seite' })).toBeTruthy();
    } finally {
      installTexts();
    }
  });
});
