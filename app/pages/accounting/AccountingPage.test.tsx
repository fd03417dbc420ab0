import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './AccountingPage.stories';

const { Standard, OhneAuftraege } = composeStories(stories);

afterEach(cleanup);

describe('AccountingPage', () => {
  it("shows the month's totals and its priced orders", async () => {
    render(<Standard />);
    const sums = await screen.findByRole('table', { name: 'Summen November 2026' });
    expect(within(sums).getByRole('row', { name: /Betrag \(EUR\)/ }).textContent).toContain('652,91');
    expect(await screen.findAllByRole('row', { name: /50000(74|81|90)/ })).toHaveLength(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Als CSV exportieren' }).disabled).toBe(false);
  });

  it('says so for a month without priced orders and offers no export', async () => {
    render(<OhneAuftraege />);
    expect(await screen.findByText('Im Oktober 2026 gibt es keine bepreisten Aufträge.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Als CSV exportieren' }).disabled).toBe(true);
  });
});
