import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SendungsverfolgungPage.stories';
import { windowText } from './trackingData';

const { Unterwegs, Zugestellt, Unbekannt } = composeStories(stories);
const texts = {
  ganztaegig: 'ganztägig',
  zeitAb: 'ab {1} Uhr',
  zeitVonBis: '{1}–{2} Uhr',
  unterschriftLiegtVor: 'liegt vor',
  unterschriftFehlt: 'liegt nicht vor',
};

afterEach(cleanup);

describe('SendungsverfolgungPage', () => {
  it('shows the destination, the delivery window and the timeline with the current status, no proof yet', async () => {
    render(<Unterwegs />);
    const timeline = await screen.findByRole('list', { name: 'Sendungsverlauf' });
    expect(screen.getByRole('heading', { name: 'Sendungsverfolgung', level: 1 })).toBeTruthy();
    expect(screen.getByText('Zustellung nach 20457 Hamburg')).toBeTruthy();
    expect(screen.getByText('08:00–12:00 Uhr')).toBeTruthy();
    const current = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current.map((li) => li.textContent)).toEqual([expect.stringContaining('Im Umschlaglager')]);
    expect(screen.queryByRole('region', { name: 'Abliefernachweis' })).toBeNull();
  });

  it('shows the proof of delivery once delivered', async () => {
    render(<Zugestellt />);
    const proof = await screen.findByRole('region', { name: 'Abliefernachweis' });
    expect(within(proof).getByText('liegt vor')).toBeTruthy();
    expect(screen.getByText('Ihre Sendung wurde zugestellt.')).toBeTruthy();
  });

  it("shows the server's message for an unknown link", async () => {
    render(<Unbekannt />);
    expect(await screen.findByText(/Diese Sendungsverfolgung gibt es nicht/)).toBeTruthy();
  });

  it('words the delivery window: all day, from a time, from–to', () => {
    expect(windowText({ datum: '2026-03-04', von: null, bis: null }, texts)).toBe('ganztägig');
    expect(windowText({ datum: '2026-03-04', von: '08:00', bis: null }, texts)).toBe('ab 08:00 Uhr');
    expect(windowText({ datum: '2026-03-04', von: '08:00', bis: '12:00' }, texts)).toBe('08:00–12:00 Uhr');
    expect(windowText(null, texts)).toBe('');
  });
});
